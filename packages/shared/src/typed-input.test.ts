import { describe, expect, it } from 'vitest';
import { typedDigits, typedPhone } from './typed-input.js';

describe('typedDigits (what a digits-only input keeps)', () => {
  it('removes punctuation before it applies the limit', () => {
    expect(typedDigits('123 456 782', 9)).toBe('123456782');
    expect(typedDigits('12-34-56-78', 6)).toBe('123456');
  });
});

describe('typedPhone (what a phone input keeps)', () => {
  it.each(['647 555 0199', '(647) 555-0199', '+1 647-555-0199', '1.647.555.0199', '647-555-0199'])(
    'keeps the ten digits of the pasted %j',
    (pasted) => {
      expect(typedPhone(pasted)).toBe('6475550199');
    },
  );
  it('still lets the user type a number digit by digit, up to ten', () => {
    expect(typedPhone('647')).toBe('647');
    expect(typedPhone('64755501999')).toBe('6475550199');
  });
});
