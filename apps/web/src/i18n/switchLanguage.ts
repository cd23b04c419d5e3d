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
  await showLanguage(language);
}

/**
 * Shows the app in `language` in place, without remembering it as the visitor's choice: for a page
 * that speaks its content's language (a contract's signing page) unless the visitor chose one.
 */
export async function showLanguage(language: Language): Promise<void> {
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
