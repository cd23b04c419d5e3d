import { languages, type Language } from '@tradepact/shared';
import type { i18n as I18n } from 'i18next';
import { i18n, loadLanguage } from '../i18n';
import {
  loadAuthLabels,
  loadBlogLabels,
  loadGuidesLabels,
  loadHomeLabels,
  loadPayLabels,
  loadSigningLabels,
} from '../i18n/loadLabels';

/**
 * Every language's words a public page drawn on the server may need (How we work reads the guides',
 * the home page, /Login, the blog, the signing page and the pay page their own).
 */
export const loadAllLanguages = () =>
  Promise.all(
    languages.map((language) =>
      Promise.all([
        loadLanguage(language),
        loadGuidesLabels(language),
        loadHomeLabels(language),
        loadSigningLabels(language),
        loadPayLabels(language),
        loadBlogLabels(language),
        loadAuthLabels(language),
      ]),
    ),
  );

/** One translator per language, sharing the app's catalogues: several pages may be drawn at once. */
const translators = new Map<Language, I18n>();

/** The translator of a language whose words are loaded (loadAllLanguages). */
export function translatorFor(language: Language): I18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18n.cloneInstance({ lng: language });
    translators.set(language, translator);
  }
  return translator;
}
