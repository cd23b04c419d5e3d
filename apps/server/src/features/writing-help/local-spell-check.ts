import nspell from 'nspell';
import type { Language } from '@tradepact/shared';
import { checkFrenchInPool } from './french-spell-pool.js';
import { markMisspellings, type Speller } from './spell-marking.js';
import { tradeWords } from './trade-words.js';

let englishSpeller: Promise<Speller> | undefined;

/**
 * The Canadian-English dictionary through nspell, read once on the first check (about 170 ms and
 * 40 MB) and kept in this thread: its lookups take milliseconds.
 */
function loadEnglishSpeller(): Promise<Speller> {
  englishSpeller ??= import('dictionary-en-ca').then(({ default: dictionary }) => {
    // The package reads its files as Buffers but types them as Uint8Array, which nspell's types refuse.
    const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const loaded = nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
    for (const word of tradeWords) loaded.add(word);
    return { correct: (word) => loaded.correct(word), suggest: (word) => loaded.suggest(word) };
  });
  return englishSpeller;
}

/** Each language's checker: a new language gets its dictionary here (README "Adding a language"). */
const checkers: Record<Language, (text: string) => Promise<string>> = {
  en: async (text) => markMisspellings(text, await loadEnglishSpeller()),
  fr: checkFrenchInPool,
};

/**
 * Spell check without a provider, in the text's language: each unknown word (outside tags) is
 * replaced by its closest suggestion in a red mark, or marked as it is when there is none.
 */
export function checkSpellingLocally(text: string, language: Language): Promise<string> {
  return checkers[language](text);
}
