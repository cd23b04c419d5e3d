import { en } from './en.js';
import { fr } from './fr.js';
import { defaultMessageParams, formatMessage, type MessageParams } from './format.js';
import type { Catalogue, MessageKey, Words } from './index.js';

export const catalogues: Record<string, Catalogue> = { en, fr };

/** True when `text` names a message of the catalogue (the shared schemas' zod errors do). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

export function translate(language: string, key: MessageKey, params?: MessageParams): string {
  const catalogue = catalogues[language] ?? en;
  return formatMessage(catalogue[key] ?? en[key], { ...defaultMessageParams[key], ...params });
}

/** The words of a language, for the shared formatters that take them (tax lines, say). */
export function wordsIn(language: string): Words {
  return (key, params) => translate(language, key, params);
}
