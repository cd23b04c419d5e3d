import { provinceTimeZones } from '@tradepact/shared';
import { describe, expect, it } from 'vitest';
import { remindersUi } from '../../../i18n/en/ui.reminders';
import { earliestPick, instantOfPick, pickerValueOf } from './reminderClock';

// The browser's own zone never enters: run under TZ=UTC or TZ=Pacific/Kiritimati, the answers agree.

describe('reminder times on the project’s clocks', () => {
  it('sends a picked wall time as the instant it means in the project’s zone', () => {
    expect(instantOfPick('2026-11-30 09:00:00', 'America/Toronto')).toBe('2026-11-30T14:00:00.000Z');
    // A past winter, whose clocks no change of law can move (Manitoba kept daylight time from 2026).
    expect(instantOfPick('2025-11-30 09:00:00', 'America/Winnipeg')).toBe('2025-11-30T15:00:00.000Z');
    expect(instantOfPick('2026-07-01 09:00', 'America/St_Johns')).toBe('2026-07-01T11:30:00.000Z');
  });

  it('puts a scheduled instant back in the picker as the project’s wall time, and round-trips', () => {
    const iso = '2030-06-01T13:30:00.000Z';
    expect(pickerValueOf(iso, 'America/Vancouver')).toBe('2030-06-01 06:30:00');
    expect(pickerValueOf(iso, 'America/Toronto')).toBe('2030-06-01 09:30:00');
    expect(instantOfPick(pickerValueOf(iso, 'America/Regina'), 'America/Regina')).toBe(iso);
  });

  it('offers times from a day before now on the project’s clocks', () => {
    const now = new Date('2026-03-01T03:30:00Z');
    expect(earliestPick('America/Vancouver', now)).toBe('2026-02-27 19:30:00');
    expect(earliestPick('America/Halifax', now)).toBe('2026-02-27 23:30:00');
  });

  it('names the place of every province’s zone', () => {
    for (const timeZone of Object.values(provinceTimeZones))
      expect(remindersUi.zonePlaces).toHaveProperty([timeZone]);
  });
});
