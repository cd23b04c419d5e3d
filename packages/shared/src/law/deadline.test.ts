import { describe, expect, it } from 'vitest';
import { provinces } from '../provinces.js';
import { cancellationDeadline, holidayNamesIn } from './deadline.js';
import { lawRecords } from './records.js';

function deadline(province: string, deliveredAt: string) {
  const found = cancellationDeadline(province, new Date(deliveredAt));
  if (!found) throw new Error(`no cancellation rule in ${province}`);
  return found;
}

describe('cancellationDeadline', () => {
  it('counts 10 local days across a month end', () => {
    // Delivered on Sunday 2026-01-25 in Toronto: the 10th day after is Wednesday 2026-02-04.
    const found = deadline('Ontario', '2026-01-25T15:00:00Z');
    expect(found).toMatchObject({
      startDay: '2026-01-25',
      lastDay: '2026-02-04',
      timeZone: 'America/Toronto',
    });
    expect(found.endsAt.toISOString()).toBe('2026-02-05T05:00:00.000Z');
  });

  it('moves an Ontario last day on a Sunday to the Monday', () => {
    const found = deadline('Ontario', '2026-02-19T15:00:00Z');
    expect(found).toMatchObject({
      plainLastDay: '2026-03-01',
      lastDay: '2026-03-02',
      holidayRule: 'statute',
    });
  });

  it('moves an Ontario last day on a statutory holiday (Canada Day) to the next day that is not one', () => {
    expect(deadline('Ontario', '2026-06-21T15:00:00Z')).toMatchObject({
      plainLastDay: '2026-07-01',
      lastDay: '2026-07-02',
    });
    // Sunday 17 May, then Victoria Day: Tuesday.
    expect(deadline('Ontario', '2026-05-07T15:00:00Z').lastDay).toBe('2026-05-19');
  });

  it('keeps an Ontario last day on the Civic Holiday, which the Legislation Act does not list', () => {
    expect(deadline('Ontario', '2026-07-24T15:00:00Z').lastDay).toBe('2026-08-03');
  });

  it('adds a day in Alberta for a last day on Family Day, and carries a Sunday over it', () => {
    expect(deadline('Alberta', '2026-02-06T18:00:00Z')).toMatchObject({
      plainLastDay: '2026-02-16',
      lastDay: '2026-02-17',
      timeZone: 'America/Edmonton',
    });
    expect(deadline('Alberta', '2026-02-05T18:00:00Z')).toMatchObject({
      plainLastDay: '2026-02-15',
      lastDay: '2026-02-17',
    });
  });

  it('moves a Quebec last day off a Saturday, the Sunday and the Journée nationale des patriotes', () => {
    expect(deadline('Quebec', '2026-05-06T15:00:00Z')).toMatchObject({
      plainLastDay: '2026-05-16',
      lastDay: '2026-05-19',
    });
  });

  it('treats 2 January as a holiday in Quebec (Consumer Protection Act s. 269)', () => {
    expect(deadline('Quebec', '2025-12-23T15:00:00Z')).toMatchObject({
      plainLastDay: '2026-01-02',
      lastDay: '2026-01-05',
    });
  });

  it('counts local days across the spring DST change, ending at local midnight in daylight time', () => {
    // Delivered Saturday 2026-03-07, 15:00 EST; the clocks go forward on Sunday 2026-03-08.
    const found = deadline('Ontario', '2026-03-07T20:00:00Z');
    expect(found.lastDay).toBe('2026-03-17');
    // Midnight EDT (UTC−4), not the 05:00 UTC that ten 24-hour days in EST would give.
    expect(found.endsAt.toISOString()).toBe('2026-03-18T04:00:00.000Z');
  });

  it("reads the delivery day on Newfoundland's half-hour clock", () => {
    // 23:50 UTC is 20:20 in St. John's (UTC−3:30): the same day.
    expect(deadline('Newfoundland', '2026-01-10T23:50:00Z').startDay).toBe('2026-01-10');
    // 03:29 UTC is still 23:59 the day before there; 03:30 UTC is the next day's midnight.
    expect(deadline('Newfoundland', '2026-01-11T03:29:00Z').startDay).toBe('2026-01-10');
    expect(deadline('Newfoundland', '2026-01-11T03:30:00Z').startDay).toBe('2026-01-11');
    const found = deadline('Newfoundland', '2026-01-10T23:50:00Z');
    expect(found.lastDay).toBe('2026-01-20');
    expect(found.endsAt.toISOString()).toBe('2026-01-21T03:30:00.000Z');
  });

  it('never prints an earlier date where the holiday rule is unverified: it skips Saturdays too', () => {
    // British Columbia: Saturday 16 May, Sunday, Victoria Day → Tuesday.
    expect(deadline('British Columbia', '2026-05-06T20:00:00Z')).toMatchObject({
      plainLastDay: '2026-05-16',
      lastDay: '2026-05-19',
      holidayRule: 'cautious',
    });
  });

  it('answers nothing where the province has no cancellation rule we could verify', () => {
    expect(cancellationDeadline('Manitoba', new Date('2026-05-06T20:00:00Z'))).toBeUndefined();
    expect(cancellationDeadline('Atlantis', new Date('2026-05-06T20:00:00Z'))).toBeUndefined();
  });
});

describe('holiday names', () => {
  it("match the holiday library's names for every province rule that lists them", () => {
    for (const record of lawRecords) {
      if (record.rule !== 'consumerCancellation' || !record.data.lastDay) continue;
      const known = new Set([2026, 2027, 2028].flatMap((year) => holidayNamesIn(record.province, year)));
      for (const name of record.data.lastDay.holidays)
        expect(known, `${record.province}: ${name}`).toContain(name);
    }
  });

  it('are found for every province, so no zone is left without its calendar', () => {
    for (const province of provinces) expect(holidayNamesIn(province, 2026).length).toBeGreaterThan(0);
  });
});
