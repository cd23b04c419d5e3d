import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, pickLanguage } from '@tradepact/shared';
import { productName } from '../lib/product';
import { resources } from './catalogues';

function browserLanguages(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.languages.join(',') || navigator.language;
}

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: pickLanguage(browserLanguages()),
  fallbackLng: defaultLanguage,
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

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
