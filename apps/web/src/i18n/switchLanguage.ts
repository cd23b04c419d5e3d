import { isLanguage, languageCookie, type Language } from '@tradepact/shared';
import { i18n, loadLanguage } from './index';
import { loadedLabelParts, loadLabels } from './loadLabels';

const aYear = 365 * 24 * 60 * 60;

/**
 * Shows the app in `language` at once, in place (nothing typed is lost), once its words and the
 * label parts already shown have downloaded; and remembers the choice in the cookie the server
 * reads, so the next pages are drawn and answered in it (apps/server/src/http/language.ts).
 */
export async function switchLanguage(language: Language): Promise<void> {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${aYear}; samesite=lax`;
  await Promise.all([
    loadLanguage(language),
    ...loadedLabelParts().map((part) => loadLabels(part, language)),
  ]);
  await i18n.changeLanguage(language);
}

/** The language this browser's visitor chose (the cookie switchLanguage sets), if any. */
export function chosenLanguage(): Language | undefined {
  const chosen = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(chosen) ? chosen : undefined;
}
