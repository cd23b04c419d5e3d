import { typedDigits, typedPhone } from '@tradepact/shared';

/** A digits-only field: a phone number (ten digits, a +1 dropped) or at most this many digits. */
export type DigitsField = 'phone' | number;

/**
 * What a digits-only input keeps of what is typed or pasted. The cleaning comes before the limit,
 * so "+1 (647) 555-0199" or "123 456 782" pasted whole keeps every digit that matters.
 */
export function keepDigits(typed: string, digits: DigitsField): string {
  return digits === 'phone' ? typedPhone(typed) : typedDigits(typed, digits);
}
