import nspell from 'nspell';
import { redMark, isHtml } from './suggestion-html.js';
import { bestSuggestion } from './suggestion-rank.js';
import { tradeWords } from './trade-words.js';

type Speller = ReturnType<typeof nspell>;

/**
 * How long one call may spend looking up suggestions: a lookup takes a few milliseconds for a typo
 * but up to a few hundred for nonsense, on the event loop. Past the budget, and for words too long
 * to be typos, an unknown word is marked as it is, so 5,000 words of nonsense stay cheap.
 */
export const suggestionBudgetMs = 1_000;
const longestSuggestedWord = 24;

let speller: Promise<Speller> | undefined;

/** The Canadian-English dictionary, read once on the first check (about 200 ms) and kept. */
function loadSpeller(): Promise<Speller> {
  speller ??= import('dictionary-en-ca').then(({ default: dictionary }) => {
    // The package reads its files as Buffers but types them as Uint8Array, which nspell's types refuse.
    const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const loaded = nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
    for (const word of tradeWords) loaded.add(word);
    return loaded;
  });
  return speller;
}

/** A word of the text: letters, with an apostrophe inside (contractor's, don't). */
const wordPattern = /&[#\w]+;|\p{L}+(?:['’]\p{L}+)*/gu;

/** Whitespace-separated pieces never checked: anything with a digit, an email, a URL or a domain. */
const skippedPiece = /\d|@|^(?:https?:\/\/|www\.)|^[\w.-]+\.[a-z]{2,}$/i;

/**
 * Spell check without a provider: each word of the text (outside tags) the dictionary does not know
 * is replaced by its closest suggestion in a red mark, or marked as it is when there is none.
 * Numbers, words with digits, acronyms in capitals, emails and URLs are left alone.
 */
export async function checkSpellingLocally(text: string): Promise<string> {
  const spell = await loadSpeller();
  const parts = isHtml(text) ? text.split(/(<[^>]*>)/) : [text];
  const unknown = new Set<string>();
  const forEachWord = (visit: (word: string) => string) =>
    parts.map((part, index) => (index % 2 === 1 ? part : checkText(part, visit))).join('');

  forEachWord((word) => {
    if (!isKnown(spell, word)) unknown.add(word);
    return word;
  });
  const corrections = new Map<string, string>();
  const deadline = performance.now() + suggestionBudgetMs;
  for (const word of unknown) {
    const worthLooking = word.length <= longestSuggestedWord && performance.now() < deadline;
    const suggestion = worthLooking ? bestSuggestion(word, spell.suggest(normalise(word))) : undefined;
    corrections.set(word, redMark(suggestion ? matchCase(word, suggestion) : word));
    // Lets other requests through between lookups.
    if (worthLooking) await new Promise((resolve) => setImmediate(resolve));
  }
  return forEachWord((word) => corrections.get(word) ?? word);
}

function checkText(text: string, visit: (word: string) => string): string {
  return text
    .split(/(\s+)/)
    .map((piece) =>
      skippedPiece.test(piece)
        ? piece
        : piece.replace(wordPattern, (word) => (word.startsWith('&') ? word : visit(word))),
    )
    .join('');
}

function isKnown(spell: Speller, word: string): boolean {
  return word.length === 1 || /^\p{Lu}+(?:['’]s)?$/u.test(word) || spell.correct(normalise(word));
}

const normalise = (word: string) => word.replaceAll('’', "'");

/** "Recieve" → "Receive": a capital the contractor typed stays. */
function matchCase(word: string, suggestion: string): string {
  const capitalised = word[0] !== undefined && word[0] === word[0].toUpperCase();
  return capitalised ? suggestion[0]?.toUpperCase() + suggestion.slice(1) : suggestion;
}
