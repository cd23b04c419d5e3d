import { en } from './en.js';
import { defaultMessageParams, formatMessage, type MessageParams } from './format.js';
import type { Catalogue, MessageKey } from './index.js';

export const catalogues: Record<string, Catalogue> = { en };

/** True when `text` names a message of the catalogue (the shared schemas' zod errors do). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

export function translate(language: string, key: MessageKey, params?: MessageParams): string {
  const catalogue = catalogues[language] ?? en;
  return formatMessage(catalogue[key] ?? en[key], { ...defaultMessageParams[key], ...params });
}
