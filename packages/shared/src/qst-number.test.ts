import { describe, expect, it } from 'vitest';
import { isQstNumber, normaliseQstNumber, qstNumberOnDocument } from './qst-number.js';

describe('the QST registration number', () => {
  it('is stored as 10 digits, TQ and 4 digits, however it was typed', () => {
    expect(normaliseQstNumber(' 1234567890 tq 0001 ')).toBe('1234567890TQ0001');
    expect(normaliseQstNumber('1234-567-890-TQ-0001')).toBe('1234567890TQ0001');
    expect(isQstNumber('1234567890TQ0001')).toBe(true);
  });

  it('refuses what is not one, and keeps it as typed for the message to point at', () => {
    for (const wrong of ['123456789TQ0001', '1234567890RT0001', '1234567890TQ001', '1234567890']) {
      expect(isQstNumber(wrong)).toBe(false);
    }
    expect(normaliseQstNumber(' 123 tq ')).toBe('123 tq');
  });

  it('is printed on the documents of work in Quebec only, where the QST is charged', () => {
    expect(qstNumberOnDocument('1234567890TQ0001', 'Quebec', '2026-11-29')).toBe('1234567890TQ0001');
    expect(qstNumberOnDocument('1234567890TQ0001', 'Ontario', '2026-11-29')).toBe('');
    expect(qstNumberOnDocument('', 'Quebec', '2026-11-29')).toBe('');
  });
});
