/**
 * One search and one sort for every list (page-side filters and the server's SQL alike): accents
 * and case never matter, and numbers in names sort by value (N1, N2, N10).
 */

const combiningMarks = /\p{M}/gu;

/** Lower case without accents, trimmed: "  Électrique " → "electrique". */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase().trim();
}

/** Whether any of `values` contains the search text, ignoring accents and case; an empty search matches. */
export function matchesSearch(search: string, ...values: (string | null | undefined)[]): boolean {
  const needle = normaliseForSearch(search);
  return values.some((value) => normaliseForSearch(value ?? '').includes(needle));
}

/** The accented letters of Latin-1 and Latin Extended-A, either case, each beside its plain letter. */
function buildFolding(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x17f; code += 1) {
    const char = String.fromCharCode(code);
    const plain = normaliseForSearch(char);
    if (plain !== char && /^[a-z]$/.test(plain)) {
      from += char;
      to += plain;
    }
  }
  return { from, to };
}

/**
 * The folding of `normaliseForSearch` as two strings of equal length for SQL's
 * `translate(lower(column), from, to)`: PostgreSQL without the unaccent extension does the same.
 * Both cases are listed because lower() leaves accented capitals alone under the C locale.
 */
export const searchFolding: { readonly from: string; readonly to: string } = buildFolding();

const collators = new Map<string, Intl.Collator>();

/**
 * A comparison for `sort()` in `locale`'s alphabet: numbers by value (N2 before N10), case and
 * accents only as a last tie-breaker.
 */
export function compareNatural(locale = 'en-CA'): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  const base = collator;
  return (a, b) => base.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
