// Its own module, not typed-input.ts: the pages that type amounts (the builder, the pay page) load it,
// and a module the public pages share would carry it into every page's first script.

/** The mark a language writes before decimals: `1234.56` in English, `1234,56` in French. */
export type DecimalMark = '.' | ',';

/**
 * Doc 3 §5: a currency input keeps only digits and one decimal mark, with at most two decimals. In
 * English commas group thousands and are dropped (`$1,250.50`); in French (decimal mark `,`) a comma
 * or a dot marks the decimals and spaces group thousands (`1 250,50`, `1250.50`), and the text keeps
 * the comma.
 */
export function cleanCurrencyInput(text: string, decimalMark: DecimalMark = '.'): string {
  const unified = decimalMark === ',' ? text.replace(/,/g, '.') : text;
  const kept = unified.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const whole = kept.slice(0, dot);
  const fraction = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}${decimalMark}${fraction}`;
}

/** The amount a typed currency text stands for, in dollars (0 when empty). */
export function currencyInputValue(text: string, decimalMark: DecimalMark = '.'): number {
  const cleaned = cleanCurrencyInput(text, decimalMark).replace(',', '.');
  const value = Number(cleaned === '.' ? 0 : cleaned);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The amount a typed currency text stands for, in integer cents (0 when empty): what a form sends. The
 * input keeps two decimals at most, so rounding only mends binary fractions (19.99 × 100).
 */
export function currencyInputCents(text: string, decimalMark: DecimalMark = '.'): number {
  return Math.round(currencyInputValue(text, decimalMark) * 100);
}
