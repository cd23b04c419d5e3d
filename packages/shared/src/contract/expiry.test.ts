import { describe, expect, it } from 'vitest';
import { addDays, defaultExpiry, expiryBounds, isExpiryAllowed } from './expiry.js';

const today = '2026-05-10';

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-05-10', 1)).toBe('2026-05-11');
    expect(addDays('2026-05-01', -1)).toBe('2026-04-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  });
});

describe('expiryBounds', () => {
  it('runs from today to the day before work starts', () => {
    expect(expiryBounds(today, '2026-06-01')).toEqual({ min: today, max: '2026-05-31' });
  });

  it('is today only when work starts tomorrow', () => {
    expect(expiryBounds(today, '2026-05-11')).toEqual({ min: today, max: today });
  });

  it('is today only when work starts today', () => {
    expect(expiryBounds(today, today)).toEqual({ min: today, max: today });
  });

  it('is today only when the commencement date is already past (an edited contract)', () => {
    expect(expiryBounds(today, '2026-04-01')).toEqual({ min: today, max: today });
  });

  it('has no upper bound until a commencement date is chosen', () => {
    expect(expiryBounds(today, '')).toEqual({ min: today, max: undefined });
  });
});

describe('isExpiryAllowed', () => {
  it('allows today through the day before work starts, and nothing outside', () => {
    expect(isExpiryAllowed('2026-05-09', today, '2026-06-01')).toBe(false);
    expect(isExpiryAllowed(today, today, '2026-06-01')).toBe(true);
    expect(isExpiryAllowed('2026-05-31', today, '2026-06-01')).toBe(true);
    expect(isExpiryAllowed('2026-06-01', today, '2026-06-01')).toBe(false);
  });

  it('allows only today when work starts today or tomorrow', () => {
    expect(isExpiryAllowed(today, today, today)).toBe(true);
    expect(isExpiryAllowed('2026-05-11', today, today)).toBe(false);
    expect(isExpiryAllowed(today, today, '2026-05-11')).toBe(true);
    expect(isExpiryAllowed('2026-05-11', today, '2026-05-11')).toBe(false);
  });

  it('allows any day from today on while there is no commencement date', () => {
    expect(isExpiryAllowed('2027-01-01', today, '')).toBe(true);
    expect(isExpiryAllowed('2026-05-09', today, '')).toBe(false);
  });
});

describe('defaultExpiry', () => {
  it('is two days away before a commencement date is chosen (doc 3 §9)', () => {
    expect(defaultExpiry(today, '')).toBe('2026-05-12');
  });

  it('is the day before work starts when that is within a month', () => {
    expect(defaultExpiry(today, '2026-05-20')).toBe('2026-05-19');
    expect(defaultExpiry(today, '2026-06-09')).toBe('2026-06-08');
  });

  it('is 30 days away when work starts later than that', () => {
    expect(defaultExpiry(today, '2026-09-01')).toBe('2026-06-09');
  });

  it('is today when work starts today, tomorrow or has already started', () => {
    expect(defaultExpiry(today, today)).toBe(today);
    expect(defaultExpiry(today, '2026-05-11')).toBe(today);
    expect(defaultExpiry(today, '2026-04-01')).toBe(today);
  });

  it('always answers a date the bounds allow', () => {
    for (const commencement of [
      '',
      '2026-04-01',
      today,
      '2026-05-11',
      '2026-05-12',
      '2026-06-09',
      '2027-01-01',
    ]) {
      expect(isExpiryAllowed(defaultExpiry(today, commencement), today, commencement), commencement).toBe(
        true,
      );
    }
  });
});
