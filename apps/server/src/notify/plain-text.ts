/**
 * Line breaks, other control characters, Unicode line and paragraph separators and bidirectional
 * overrides: what lets a value typed by someone start a new paragraph or reorder the text of a
 * plain-text message around it.
 */
const breaking = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

/** Runs of white space but the no-break spaces, which French amounts and colons need and which never break a line. */
const breakableSpace = /[^\S\u00a0\u2007\u202f]+/g;

/**
 * A user-typed value (a name) made safe to place inside a line of a plain-text message: it stays on
 * that line, so it cannot pose as a separate paragraph, link or instruction of ours.
 */
export function plainTextLine(value: string): string {
  return value.replace(breaking, ' ').replace(breakableSpace, ' ').trim();
}
