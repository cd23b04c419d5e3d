import { countWords } from './limits.js';

/**
 * Limits of the writing help (issue 16 "Cost and abuse"): the longest text one call takes, and what
 * one account may ask per day. The server enforces them; the page only warns before sending.
 */
export const writingHelpLimits = {
  words: 5_000,
  /** A ceiling on the body, well above 5,000 words of clause HTML. */
  characters: 100_000,
  callsPerDay: 100,
  charactersPerDay: 300_000,
} as const;

/** Words of a clause's HTML as the limit counts them: the words of its text, tags left out. */
export function wordsOfHtml(html: string): number {
  return countWords(html.replace(/<[^>]*>/g, ' '));
}
