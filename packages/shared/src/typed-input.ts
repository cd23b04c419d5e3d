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
