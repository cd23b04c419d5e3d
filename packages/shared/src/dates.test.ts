import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  calendarDateInSteady,
  defaultTimeZone,
  formatDateTime,
  instantIn,
  instantInZone,
  provinceTimeZones,
  timeZoneOf,
  todayIn,
  wallTimeIn,
} from './dates.js';
import { provinces } from './provinces.js';

// Run under TZ=UTC and TZ=Pacific/Kiritimati (UTC+14) alike: nothing here may read the process's zone.

/** 2026-03-01 03:30 UTC: still the evening of February 28 from Newfoundland westwards. */
const pastUtcMidnight = new Date('2026-03-01T03:30:00Z');

describe('the time zone of a province', () => {
  it('names one zone for each of the thirteen provinces and territories', () => {
    expect(Object.keys(provinceTimeZones).sort()).toEqual([...provinces].sort());
    for (const zone of Object.values(provinceTimeZones)) {
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: zone })).not.toThrow();
    }
  });

  it('maps the provinces to their capital zones', () => {
    expect(timeZoneOf('British Columbia')).toBe('America/Vancouver');
    expect(timeZoneOf('Newfoundland')).toBe('America/St_Johns');
    expect(timeZoneOf('Saskatchewan')).toBe('America/Regina');
    expect(timeZoneOf('Quebec')).toBe('America/Toronto');
  });

  it('falls back to Eastern time for a record without a province', () => {
    expect(timeZoneOf('')).toBe(defaultTimeZone);
    expect(timeZoneOf(null)).toBe(defaultTimeZone);
    expect(timeZoneOf('Ontario ')).toBe(defaultTimeZone);
    expect(defaultTimeZone).toBe('America/Toronto');
  });
});

describe('todayIn', () => {
  it('answers the calendar date in the province, not in UTC or the server zone', () => {
    expect(todayIn('British Columbia', pastUtcMidnight)).toBe('2026-02-28');
    expect(todayIn('Alberta', pastUtcMidnight)).toBe('2026-02-28');
    expect(todayIn('Ontario', pastUtcMidnight)).toBe('2026-02-28');
    expect(todayIn('Nova Scotia', pastUtcMidnight)).toBe('2026-02-28');
    expect(todayIn('Newfoundland', pastUtcMidnight)).toBe('2026-03-01');
  });

  it("keeps Newfoundland's half hour", () => {
    // 03:29:59 UTC is 23:59:59 NST (UTC-3:30); 03:30 UTC is midnight there, still 23:30 in Halifax.
    expect(todayIn('Newfoundland', new Date('2026-03-01T03:29:59Z'))).toBe('2026-02-28');
    expect(todayIn('Newfoundland', new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
    expect(todayIn('Nova Scotia', new Date('2026-03-01T03:59:59Z'))).toBe('2026-02-28');
    expect(todayIn('Nova Scotia', new Date('2026-03-01T04:00:00Z'))).toBe('2026-03-01');
  });

  it('follows daylight saving time, which Saskatchewan does not keep', () => {
    // Summer: Toronto is UTC-4, Regina stays UTC-6.
    const summer = new Date('2026-07-01T04:30:00Z');
    expect(todayIn('Ontario', summer)).toBe('2026-07-01');
    expect(todayIn('Manitoba', summer)).toBe('2026-06-30');
    expect(todayIn('Saskatchewan', summer)).toBe('2026-06-30');
    const winter = new Date('2026-01-15T05:30:00Z');
    expect(todayIn('Ontario', winter)).toBe('2026-01-15');
    expect(todayIn('Saskatchewan', winter)).toBe('2026-01-14');
  });
});

describe('instantIn', () => {
  it('turns a date and time in the province into the UTC instant', () => {
    expect(instantIn('British Columbia', '2026-02-28', '19:30').toISOString()).toBe(
      '2026-03-01T03:30:00.000Z',
    );
    expect(instantIn('Nova Scotia', '2026-02-28', '23:30').toISOString()).toBe('2026-03-01T03:30:00.000Z');
    expect(instantIn('Newfoundland', '2026-03-01', '00:00').toISOString()).toBe('2026-03-01T03:30:00.000Z');
    expect(instantIn('Saskatchewan', '2026-07-01', '09:00').toISOString()).toBe('2026-07-01T15:00:00.000Z');
  });

  it('uses the offset in force on that day across the daylight saving changes', () => {
    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT; 2026-11-01: from 02:00 EDT back to 01:00 EST.
    expect(instantIn('Ontario', '2026-03-07', '09:00').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(instantIn('Ontario', '2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantIn('Ontario', '2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves a time the clocks skip forward by the hour skipped, and takes the first of a time met twice', () => {
    expect(instantIn('Ontario', '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantIn('Ontario', '2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantIn('Newfoundland', '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T06:00:00.000Z');
  });

  it('round-trips with todayIn at the first minute of a day', () => {
    for (const province of provinces) {
      const midnight = instantIn(province, '2026-03-01', '00:00');
      expect(todayIn(province, midnight)).toBe('2026-03-01');
      expect(todayIn(province, new Date(midnight.getTime() - 1))).toBe('2026-02-28');
    }
  });

  it('refuses a date or a time that is not one', () => {
    expect(() => instantIn('Ontario', '2026-02-30', '09:00')).toThrow(RangeError);
    expect(() => instantIn('Ontario', '2026-3-1', '09:00')).toThrow(RangeError);
    expect(() => instantIn('Ontario', '2026-03-01', '24:00')).toThrow(RangeError);
    expect(() => instantIn('Ontario', '2026-03-01', '9:00')).toThrow(RangeError);
  });
});

describe('instantInZone and wallTimeIn', () => {
  it('turns a date and time on a zone’s clocks into the instant, whatever zone runs the code', () => {
    expect(instantInZone('America/Toronto', '2026-11-30', '09:00').toISOString()).toBe(
      '2026-11-30T14:00:00.000Z',
    );
    // A past winter: provinces keep changing their clocks (Manitoba and Alberta stopped turning
    // theirs back in 2026), and a settled date keeps the example about the code, not the law.
    expect(instantInZone('America/Winnipeg', '2025-11-30', '09:00').toISOString()).toBe(
      '2025-11-30T15:00:00.000Z',
    );
    // Alberta keeps daylight time from 2026-11-01 (tz 2026c, as Node 24 carries it): 9:00 in
    // Edmonton that winter is 15:00 UTC, where it was 16:00 the winter before.
    expect(instantInZone('America/Edmonton', '2026-11-30', '09:00').toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    expect(instantInZone('America/Edmonton', '2025-11-30', '09:00').toISOString()).toBe(
      '2025-11-30T16:00:00.000Z',
    );
    expect(instantInZone('America/St_Johns', '2026-07-01', '09:00').toISOString()).toBe(
      '2026-07-01T11:30:00.000Z',
    );
  });

  it('agrees with instantIn for the province’s zone', () => {
    for (const province of provinces)
      expect(instantInZone(timeZoneOf(province), '2026-03-08', '02:30')).toEqual(
        instantIn(province, '2026-03-08', '02:30'),
      );
  });

  it('reads an instant back as the date and time on the zone’s clocks', () => {
    expect(wallTimeIn(pastUtcMidnight, 'America/Vancouver')).toBe('2026-02-28 19:30');
    expect(wallTimeIn(pastUtcMidnight, 'America/St_Johns')).toBe('2026-03-01 00:00');
    expect(wallTimeIn(new Date('2026-11-30T14:00:00Z'), 'America/Toronto')).toBe('2026-11-30 09:00');
    const [date = '', time = ''] = wallTimeIn(pastUtcMidnight, 'America/Regina').split(' ');
    expect(instantInZone('America/Regina', date, time)).toEqual(pastUtcMidnight);
  });

  it('reads the same clocks as Intl’s parts in every province’s zone, through two years of changes', () => {
    const step = (7 * 60 + 13) * 60 * 1000;
    for (const timeZone of new Set(Object.values(provinceTimeZones))) {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += step) {
        const field = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
        const expected = `${field.year}-${field.month}-${field.day} ${field.hour}:${field.minute}`;
        expect(wallTimeIn(new Date(at), timeZone), `${timeZone} ${new Date(at).toISOString()}`).toBe(
          expected,
        );
      }
    }
  });
});

describe('showing an instant', () => {
  it("writes the calendar date in the viewer's zone", () => {
    expect(calendarDateIn(pastUtcMidnight, 'America/Vancouver')).toBe('2026-02-28');
    expect(calendarDateIn(pastUtcMidnight, 'America/Halifax')).toBe('2026-02-28');
    expect(calendarDateIn(pastUtcMidnight, 'Europe/Paris')).toBe('2026-03-01');
    expect(calendarDateIn(pastUtcMidnight, 'UTC')).toBe('2026-03-01');
  });

  it('writes the date YYYY-MM-DD and the time in the language of the viewer', () => {
    expect(formatDateTime(pastUtcMidnight, 'America/Vancouver')).toBe('2026-02-28 7:30 p.m.');
    expect(formatDateTime(pastUtcMidnight, 'America/St_Johns', 'fr-CA')).toBe('2026-03-01 00 h 00');
  });
});

describe('calendarDateInSteady', () => {
  const minute = 60 * 1000;
  const zones = [...new Set(Object.values(provinceTimeZones)), 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];

  it('dates every minute around clock changes as calendarDateIn does', () => {
    // Spring and fall 2026, and Newfoundland's 2010 changes at 00:01, which moved the date itself.
    const changes = ['2026-03-08', '2026-11-01', '2026-03-15', '2026-10-04', '2010-03-14', '2010-11-07'];
    for (const zone of zones) {
      for (const change of changes) {
        const start = Date.parse(`${change}T00:00:00Z`) - 12 * 60 * minute;
        for (let time = start; time < start + 36 * 60 * minute; time += 7 * minute + 13_000) {
          const instant = new Date(time);
          expect(calendarDateInSteady(instant, zone), `${zone} ${instant.toISOString()}`).toBe(
            calendarDateIn(instant, zone),
          );
        }
      }
    }
  });

  it('dates instants over two centuries as calendarDateIn does, twice in a row', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const from = Date.parse('1901-01-01T00:00:00Z');
    const to = Date.parse('2100-12-31T00:00:00Z');
    for (let index = 0; index < 2000; index++) {
      const instant = new Date(from + Math.floor(next() * (to - from)));
      const zone = zones[index % zones.length] ?? defaultTimeZone;
      expect(calendarDateInSteady(instant, zone)).toBe(calendarDateIn(instant, zone));
      expect(calendarDateInSteady(instant, zone)).toBe(calendarDateIn(instant, zone));
    }
  });
});
