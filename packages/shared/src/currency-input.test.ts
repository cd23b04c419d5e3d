import { describe, expect, it } from 'vitest';
import { cleanCurrencyInput, currencyInputCents, currencyInputValue } from './currency-input.js';

describe('cleanCurrencyInput', () => {
  it.each([
    ['12.345', '12.34'],
    ['1,2a3.4.5', '123.45'],
    ['.5', '.5'],
    ['', ''],
    ['$1,250.50', '1250.50'],
    ['-40', '40'],
    ['12.', '12.'],
    ['abc', ''],
  ])('keeps only digits and one dot with two decimals: %j → %j', (typed, kept) => {
    expect(cleanCurrencyInput(typed)).toBe(kept);
  });

  it.each([
    ['1234,56', '1234,56', 1234.56],
    ['1 234,56', '1234,56', 1234.56],
    ['1\u00a0234,56\u00a0$', '1234,56', 1234.56],
    ['1234.56', '1234,56', 1234.56],
    ['12,345', '12,34', 12.34],
    ['25 000', '25000', 25000],
  ])(
    'reads French amounts with a decimal comma or dot and spaces between thousands: %j → %j',
    (typed, kept, dollars) => {
      expect(cleanCurrencyInput(typed, ',')).toBe(kept);
      expect(currencyInputValue(typed, ',')).toBe(dollars);
    },
  );

  it('reads the amount the cleaned text stands for, 0 when there is none', () => {
    expect(currencyInputValue('1,2a3.4.5')).toBe(123.45);
    expect(currencyInputValue('.5')).toBe(0.5);
    expect(currencyInputValue('.')).toBe(0);
    expect(currencyInputValue('')).toBe(0);
  });

  it('reads the cents a form sends, without a binary fraction', () => {
    expect(currencyInputCents('19.99')).toBe(1999);
    expect(currencyInputCents('1 234,5', ',')).toBe(123450);
    expect(currencyInputCents('')).toBe(0);
  });
});
