import { redMark, isHtml } from './suggestion-html.js';
import { bestSuggestion } from './suggestion-rank.js';

/** What the local spell check needs of a dictionary, whichever engine answers it. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

/**
 * How long one call may spend looking up suggestions: a lookup takes a few milliseconds for an
 * English typo, a few hundred for a French one or for nonsense. Past the budget, and for words too
 * long to be typos, an unknown word is marked as it is, so 5,000 words of nonsense stay cheap.
 */
export const suggestionBudgetMs = 1_000;
const longestSuggestedWord = 24;

/** A word of the text: letters, with an apostrophe inside (contractor's, don't, l'entrepreneur, qu'il). */
const wordPattern = /&[#\w]+;|\p{L}+(?:['’]\p{L}+)*/gu;

/** Whitespace-separated pieces never checked: anything with a digit, an email, a URL or a domain. */
const skippedPiece = /\d|@|^(?:https?:\/\/|www\.)|^[\w.-]+\.[a-z]{2,}$/i;

/**
 * Each word of the text (outside tags) the speller does not know is replaced by its closest
 * suggestion in a red mark, or marked as it is when there is none. Numbers, words with digits,
 * acronyms in capitals, emails and URLs are left alone.
 */
export async function markMisspellings(text: string, spell: Speller): Promise<string> {
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
    corrections.set(word, redMark(suggestion ? asTyped(word, suggestion) : word));
    // Lets other requests (or, in a worker, other messages) through between lookups.
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

/** The dictionaries know the straight apostrophe, and letters composed (a Mac may send é as e + ´). */
const normalise = (word: string) => word.normalize('NFC').replaceAll('’', "'");

/**
 * The suggestion written as the contractor writes: "Recieve" → "Receive" (a capital typed stays),
 * and the apostrophe they type ("l'entreprenneur" → "l'entrepreneur", where the French dictionary
 * suggests the typographic ’).
 */
function asTyped(word: string, suggestion: string): string {
  const capitalised = word[0] !== undefined && word[0] === word[0].toUpperCase();
  const cased = capitalised ? suggestion[0]?.toUpperCase() + suggestion.slice(1) : suggestion;
  const typed = /['’]/.exec(word)?.[0];
  return typed ? cased.replace(/['’]/g, typed) : cased;
}
