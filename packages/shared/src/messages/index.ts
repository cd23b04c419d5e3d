import type { en } from './en.js';
import { enPages } from './en.pages.js';

/** Every user-visible message, keyed. A translation (fr, …) supplies the same keys. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** A message the pages show (not one only the server renders: emails, the contract document). */
export type PageMessageKey = keyof typeof enPages;
export type PageCatalogue = Record<PageMessageKey, string>;

/** True when `text` names a message the pages show: the web app's check, which leaves out the rest. */
export function isPageMessageKey(text: string): text is PageMessageKey {
  return Object.hasOwn(enPages, text);
}

/** The messages the web app carries, by language: the pages never show the server's renderings. */
export const pageCatalogues: Record<string, PageCatalogue> = { en: enPages };
export const defaultLanguage = 'en';

/** Picks the first language of an Accept-Language header that has a catalogue. */
export function pickLanguage(acceptLanguage: string | undefined): string {
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
  // pageCatalogues rather than catalogues: the same languages, and the web app does not carry the latter.
  return ranked.find((entry) => entry.lang in pageCatalogues)?.lang ?? defaultLanguage;
}

// The whole catalogue (en.ts) and what reads it (translate.ts) are not re-exported here but by the
// package's index: the web app's bundler put whatever this module re-exports into the first
// download, and the pages never show the server's renderings.
export { defaultMessageParams, formatMessage, type MessageParams } from './format.js';
export { enPages };

/** Doc 1 §8: answers with these messages are not shown as error toasts. */
export const silentMessageKeys = [
  'identityVerificationRequired',
  'accountNotActivated',
  'noChangesMade',
] as const satisfies readonly MessageKey[];

export function isSilentMessage(code: MessageKey | undefined): boolean {
  return silentMessageKeys.some((key) => key === code);
}
