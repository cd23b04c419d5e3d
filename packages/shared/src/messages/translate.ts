import { en } from './en.js';
import { fr } from './fr.js';
import { defaultMessageParams, formatMessage, type MessageParams } from './format.js';
import { provinceName } from '../provinces.js';
import { languageOf, type Catalogue, type MessageKey, type Words } from './index.js';

export const catalogues: Record<string, Catalogue> = { en, fr };

/** True when `text` names a message of the catalogue (the shared schemas' zod errors do). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

/**
 * The message `key` in `language`, its placeholders filled; a `province` is written in that language
 * ("Quebec" reads « Québec » in French), so a refusal naming a province reads right in either.
 */
export function translate(language: string, key: MessageKey, params?: MessageParams): string {
  const catalogue = catalogues[language] ?? en;
  const province = params?.province;
  const named =
    typeof province === 'string'
      ? { ...params, province: provinceName(province, languageOf(language)) }
      : params;
  return formatMessage(catalogue[key] ?? en[key], { ...defaultMessageParams[key], ...named });
}

/** The words of a language, for the shared formatters that take them (tax lines, say). */
export function wordsIn(language: string): Words {
  return (key, params) => translate(language, key, params);
}
