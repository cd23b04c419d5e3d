import { limits } from './limits.js';

/**
 * What a digits-only input (GST/HST, extension, fax) keeps of typed or pasted text: its digits, at
 * most `max`. Punctuation goes first, so a pasted "123 456 782" keeps all nine digits.
 */
export function typedDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/**
 * What a phone input keeps of typed or pasted text: the ten digits of a North American number in
 * any common spelling. A leading country code 1 is dropped when more than ten digits came (no area
 * code starts with 1), so "+1 647-555-0199" keeps 6475550199 rather than 1647555019.
 */
export function typedPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length > limits.phoneDigits && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, limits.phoneDigits);
}

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
