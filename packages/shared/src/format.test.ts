import { describe, expect, it } from 'vitest';
import { formatCad, formatDate, formatFileSize, formatPhone, formatTime, parseCadToCents } from './format.js';
import { countWords } from './limits.js';
import { isProvince, provinces } from './provinces.js';

describe('formatDate', () => {
  it('writes YYYY-MM-DD', () => {
    expect(formatDate(new Date('2026-01-05T13:30:00Z'), 'America/Toronto')).toBe('2026-01-05');
  });
  it('writes the date in the zone it is given, whatever the zone of the process', () => {
    // Run under TZ=UTC and TZ=Pacific/Kiritimati alike.
    expect(formatDate('2026-03-01T03:30:00Z', 'America/Vancouver')).toBe('2026-02-28');
    expect(formatDate(Date.parse('2026-03-01T03:30:00Z'), 'America/St_Johns')).toBe('2026-03-01');
  });
  it('answers an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'America/Toronto')).toBe('');
    expect(formatDate('not a date', 'America/Toronto')).toBe('');
  });
});

describe('formatTime', () => {
  it('writes the time of day in the zone and the locale given', () => {
    expect(formatTime('2026-11-28T14:42:00Z', 'America/Toronto')).toBe('9:42 a.m.');
    expect(formatTime('2026-11-28T14:42:00Z', 'America/Halifax', 'fr-CA')).toBe('10 h 42');
  });
  it('answers an empty string for missing or invalid times', () => {
    expect(formatTime(undefined, 'America/Toronto')).toBe('');
    expect(formatTime('not a time', 'America/Toronto')).toBe('');
  });
});

describe('CAD amounts', () => {
  it('formats integer cents as Canadian dollars', () => {
    expect(formatCad(123456)).toBe('$1,234.56');
    expect(formatCad(0)).toBe('$0.00');
  });
  it('parses typed amounts into cents without floating-point drift', () => {
    expect(parseCadToCents('$1,234.5')).toBe(123450);
    expect(parseCadToCents('0.29')).toBe(29);
    expect(parseCadToCents('19.99')).toBe(1999);
    expect(parseCadToCents('12.345')).toBeNull();
    expect(parseCadToCents('abc')).toBeNull();
  });
});

describe('limits and provinces', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords('  one two\nthree\tfour ')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });
  it('offers the thirteen provinces and territories of the spec', () => {
    expect(provinces).toHaveLength(13);
    expect(isProvince('Quebec')).toBe(true);
    expect(isProvince('Québec')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows ten stored digits as 647-555-0199', () => {
    expect(formatPhone('6475550199')).toBe('647-555-0199');
    expect(formatPhone('6475550199', 'en-US')).toBe('647-555-0199');
  });
  it('writes the French-Canadian spelling for fr locales', () => {
    expect(formatPhone('5145550199', 'fr-CA')).toBe('514 555-0199');
  });
  it('drops the country code of eleven digits', () => {
    expect(formatPhone('16475550199')).toBe('647-555-0199');
  });
  it('leaves anything that is not a ten-digit number as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('shows a file under 100 KB in whole KB, rounded up', () => {
    expect(formatFileSize(57 * 1024)).toBe('57 kB');
    expect(formatFileSize(300)).toBe('1 kB');
    expect(formatFileSize(100 * 1024 - 1)).toBe('100 kB');
  });
  it('shows a file of 100 KB or more in MB with one decimal', () => {
    expect(formatFileSize(100 * 1024)).toBe('0.1 MB');
    expect(formatFileSize(1.25 * 1024 * 1024 + 1)).toBe('1.3 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
  it('writes the number and the unit as the locale does (French joins them with a no-break space)', () => {
    expect(formatFileSize(1.25 * 1024 * 1024 + 1, 'fr-CA')).toBe('1,3\u00a0Mo');
    expect(formatFileSize(57 * 1024, 'fr-CA')).toBe('57\u00a0ko');
  });
});
