import type { en } from './en.js';
import type { enPages } from './en.pages.js';
import type { MessageParams } from './format.js';

/** Every user-visible message, keyed. A translation (fr, …) supplies the same keys. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** A message the pages show (not one only the server renders: emails, the contract document). */
export type PageMessageKey = keyof typeof enPages;
export type PageCatalogue = Record<PageMessageKey, string>;

/** The words of one language: a message of its catalogue, placeholders filled. */
export type Words = (key: MessageKey, params?: MessageParams) => string;

/**
 * The languages the product speaks, each with a complete catalogue (web and shared) under its code:
 * adding one is adding its files and its code here (README, "Adding a language").
 */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's name in itself, as a language switch offers it whatever language the page is in. */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

/**
 * The cookie that remembers a visitor's explicit choice of language (the language switch, an
 * account's language at sign-in): the server reads it to draw pages and word answers in it.
 */
export const languageCookie = 'lang';

/** True when `value` is the code of a language the product speaks. */
export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

/**
 * The language a new client or sub-contractor reads their contracts in, unless the contractor picks
 * another (issue 30 §1): French in Quebec, else the contractor's own.
 */
export function defaultContactLanguage(province: string, contractorLanguage: Language): Language {
  return province.trim() === 'Quebec' ? 'fr' : contractorLanguage;
}

/** A stored language code as a language, English when it is none we speak (an old row, say). */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** Picks the first language of an Accept-Language header that has a catalogue. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return defaultLanguage;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? defaultLanguage;
}

// The whole catalogues (en.ts, fr.ts) and what reads them (translate.ts) are not re-exported here
// but by the package's index, and each language's page messages only by their own entry point
// (@tradepact/shared/messages/<lang>): the web app's bundler put whatever this module re-exports or
// imports into the first download, where no language's words belong (apps/web/src/i18n/catalogues.ts).
export { defaultMessageParams, formatMessage, type MessageParams } from './format.js';

/** Doc 1 §8: answers with these messages are not shown as error toasts. */
export const silentMessageKeys = [
  'identityVerificationRequired',
  'accountNotActivated',
  'noChangesMade',
  // A key whose contract opens with a texted code: the signing page shows its code card instead.
  'signingCodeRequired',
] as const satisfies readonly MessageKey[];

export function isSilentMessage(code: MessageKey | undefined): boolean {
  return silentMessageKeys.some((key) => key === code);
}
