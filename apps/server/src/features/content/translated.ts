import { defaultLanguage, type Language } from '@tradepact/shared';
import type { Translations } from '../../db/schema/index.js';

/**
 * A published text as `language` reads it: its twin in that language, else the English, which is the
 * version's reference (a version published before its translation reads in English everywhere).
 */
export function textIn(language: Language, english: string, translations: Translations): string {
  return language === defaultLanguage ? english : (translations[language] ?? english);
}
