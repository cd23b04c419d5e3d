import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayTime,
  formatMonthYear,
  formatShortMonth,
  formatShortWeekday,
  formatShortWeekdayDay,
  parseDay,
} from './day-format.js';

describe('days as people read and type them', () => {
  it('writes a day out in the locale’s words and order', () => {
    expect(formatDay('2026-11-28', 'fr-CA')).toBe('28 novembre 2026');
    expect(formatDay('2026-11-28', 'en-CA')).toBe('November 28, 2026');
    expect(formatDay('2026-02-30', 'fr-CA')).toBe('');
    expect(formatDay('', 'fr-CA')).toBe('');
  });

  it('writes a wall time out with the locale’s clock, whatever the zone of the process', () => {
    expect(formatDayTime('2026-11-28 14:05:00', 'fr-CA')).toBe('28 novembre 2026 à 14 h 05');
    expect(formatDayTime('2026-11-28 14:05', 'en-CA')).toBe('November 28, 2026 at 2:05 p.m.');
    expect(formatDayTime('2026-11-28', 'en-CA')).toBe('');
  });

  it('names a calendar’s month and weekdays in the locale’s words', () => {
    expect(formatMonthYear('2026-11-01', 'fr-CA')).toBe('novembre 2026');
    expect(formatMonthYear('2026-11-01', 'en-CA')).toBe('November 2026');
    expect(formatShortMonth('2026-02-01', 'fr-CA')).toBe('févr.');
    expect(formatShortWeekday('2026-11-29', 'fr-CA')).toBe('dim.');
    expect(formatShortWeekday('2026-11-29', 'en-CA')).toBe('Sun');
  });

  it('writes a day near at hand with its weekday, short', () => {
    expect(formatShortWeekdayDay('2026-12-01', 'en-CA')).toBe('Tue, Dec 1');
    expect(formatShortWeekdayDay('2026-12-01', 'fr-CA')).toBe('mar. 1 déc.');
    expect(formatShortWeekdayDay('2026-12-32', 'en-CA')).toBe('');
  });

  it('reads a typed day in the locale’s words, accents and capitals optional, or as YYYY-MM-DD', () => {
    expect(parseDay('28 novembre 2026', 'fr-CA')).toBe('2026-11-28');
    expect(parseDay('1er Fevrier 2027', 'fr-CA')).toBe('2027-02-01');
    expect(parseDay('3 août 2027', 'fr-CA')).toBe('2027-08-03');
    expect(parseDay('Nov. 28, 2026', 'en-CA')).toBe('2026-11-28');
    expect(parseDay('2026-11-28', 'fr-CA')).toBe('2026-11-28');
  });

  it('reads nothing until the text is one real day', () => {
    expect(parseDay('28 nov', 'fr-CA')).toBeNull();
    expect(parseDay('28 ju 2026', 'fr-CA')).toBeNull(); // juin or juillet
    expect(parseDay('30 février 2027', 'fr-CA')).toBeNull();
    expect(parseDay('2027-02-30', 'fr-CA')).toBeNull();
    expect(parseDay('28 November 2026', 'fr-CA')).toBeNull();
  });
});
