import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '@tradepact/shared';
import { productName } from '../lib/product';
import { loadPublicCatalogues } from './catalogues';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Each language's words are downloaded on demand (startLanguage): nothing here, so the first
  // download carries no catalogue of any language.
  resources: {},
  lng: defaultLanguage,
  // Every catalogue has every key (checked by types and by src/i18n/catalogues.test.ts): a missing
  // word falls back to nothing, rather than making a French visitor download the English words.
  fallbackLng: false,
  ns: ['ui', 'messages'],
  defaultNS: 'ui',
  initAsync: false,
  interpolation: {
    // The specification writes placeholders as {name}.
    prefix: '{',
    suffix: '}',
    escapeValue: false, // React escapes.
    defaultVariables: { product: productName },
  },
});

const loaded = new Map<Language, Promise<void>>();

/** Downloads a language's public words once (a chunk per language), and adds them to i18next. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loaded.get(language);
  if (!loading) {
    loading = loadPublicCatalogues(language).then((namespaces) => {
      for (const [namespace, words] of Object.entries(namespaces)) {
        i18n.addResourceBundle(language, namespace, words, true, false);
      }
    });
    loading.catch(() => loaded.delete(language));
    loaded.set(language, loading);
  }
  return loading;
}

/**
 * Starts the app in `language`: chosen at once, so that the label parts the first page's routes load
 * meanwhile (loadLabels) are this language's; resolved once its words are here. `<html lang>` follows.
 */
export async function startLanguage(language: Language): Promise<void> {
  const loading = loadLanguage(language);
  await i18n.changeLanguage(language);
  await loading;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', syncDocumentLanguage);
