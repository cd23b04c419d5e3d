import { describe, expect, it } from 'vitest';
import { isValidBusinessNumber } from './business-number.js';

describe('isValidBusinessNumber', () => {
  it('accepts nine digits whose last is the Luhn check digit', () => {
    expect(isValidBusinessNumber('123456782')).toBe(true);
    expect(isValidBusinessNumber('000000000')).toBe(true);
  });

  it('refuses a mistyped digit, a swapped pair, a wrong length and non-digits', () => {
    expect(isValidBusinessNumber('123456789')).toBe(false);
    expect(isValidBusinessNumber('213456782')).toBe(false);
    expect(isValidBusinessNumber('12345678')).toBe(false);
    expect(isValidBusinessNumber('1234567820')).toBe(false);
    expect(isValidBusinessNumber('12345678a')).toBe(false);
  });
});
