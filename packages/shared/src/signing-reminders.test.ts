import { describe, expect, it } from 'vitest';
import { instantInZone, wallTimeIn } from './dates.js';
import {
  defaultSigningReminders,
  isTextTime,
  reminderPlan,
  textTimeFor,
  type ReminderPlanInput,
  type SigningReminderSchedule,
} from './signing-reminders.js';

// Run under TZ=UTC and TZ=Pacific/Kiritimati alike: the zone is always the one given.

const toronto = 'America/Toronto';
const vancouver = 'America/Vancouver';

/** A contract sent on Tuesday 2026-12-01 at 10:15 in Toronto, its last day to sign the 15th. */
const sent = instantInZone(toronto, '2026-12-01', '10:15');
const lapsesAfter = (lastDay: string) => instantInZone(toronto, lastDay, '00:00');

const plan = (overrides: Partial<ReminderPlanInput> = {}, schedule: Partial<SigningReminderSchedule> = {}) =>
  reminderPlan({
    schedule: { ...defaultSigningReminders, ...schedule },
    sentAt: sent,
    zone: toronto,
    expiresOn: '2026-12-15',
    expiresAt: lapsesAfter('2026-12-16'),
    alreadySent: 0,
    now: sent,
    ...overrides,
  });
const emailTimes = (planned: ReturnType<typeof reminderPlan>, zone = toronto) =>
  planned.map((one) => wallTimeIn(one.emailAt, zone));

describe('the reminder plan', () => {
  it('reminds 2 days after sending, then every 3 days, and the day before the last day, 4 at most, at the send’s time of day', () => {
    expect(emailTimes(plan())).toEqual([
      '2026-12-03 10:15',
      '2026-12-06 10:15',
      '2026-12-09 10:15',
      '2026-12-14 10:15',
    ]);
  });

  it('keeps the day before the last day among the few allowed, and does not send two on that day', () => {
    expect(emailTimes(plan({}, { MaxCount: 2 }))).toEqual(['2026-12-03 10:15', '2026-12-14 10:15']);
    expect(emailTimes(plan({}, { MaxCount: 1 }))).toEqual(['2026-12-14 10:15']);
    // Every day: the 14th's regular reminder is the day-before one, not a second.
    expect(
      emailTimes(
        plan(
          { expiresOn: '2026-12-05', expiresAt: lapsesAfter('2026-12-06') },
          { FirstAfterDays: 1, EveryDays: 1, MaxCount: 10 },
        ),
      ),
    ).toEqual(['2026-12-02 10:15', '2026-12-03 10:15', '2026-12-04 10:15', '2026-12-05 10:15']);
  });

  it('stops at the last day to sign, and without the day-before one sends only the regular ones', () => {
    expect(emailTimes(plan({ expiresOn: '2026-12-06', expiresAt: lapsesAfter('2026-12-07') }))).toEqual([
      '2026-12-03 10:15',
      '2026-12-05 10:15',
      '2026-12-06 10:15',
    ]);
    expect(
      emailTimes(
        plan({ expiresOn: '2026-12-06', expiresAt: lapsesAfter('2026-12-07') }, { DayBeforeExpiry: false }),
      ),
    ).toEqual(['2026-12-03 10:15', '2026-12-06 10:15']);
  });

  it('sends nothing on the day of the send, even when that is the day before the last day', () => {
    expect(plan({ expiresOn: '2026-12-02', expiresAt: lapsesAfter('2026-12-03') })).toEqual([]);
  });

  it('counts reminders already sent towards the most allowed, and plans nothing already past', () => {
    const later = instantInZone(toronto, '2026-12-07', '12:00');
    expect(emailTimes(plan({ now: later, alreadySent: 2 }))).toEqual([
      '2026-12-09 10:15',
      '2026-12-14 10:15',
    ]);
    expect(emailTimes(plan({ now: later, alreadySent: 3 }))).toEqual(['2026-12-14 10:15']);
    expect(plan({ now: later, alreadySent: 4 })).toEqual([]);
  });

  it('plans nothing when reminders are off', () => {
    expect(plan({}, { Enabled: false })).toEqual([]);
  });

  it('reminds up to the most allowed when the offer has no last day', () => {
    expect(emailTimes(plan({ expiresOn: null, expiresAt: null }, { MaxCount: 3 }))).toEqual([
      '2026-12-03 10:15',
      '2026-12-06 10:15',
      '2026-12-09 10:15',
    ]);
  });

  it('counts days on the recipients’ clocks, across a change of clocks', () => {
    // Sent on Friday 2027-03-12 at 09:00 in Vancouver; clocks go forward on the 14th.
    const friday = instantInZone(vancouver, '2027-03-12', '09:00');
    const planned = reminderPlan({
      schedule: { ...defaultSigningReminders, DayBeforeExpiry: false, MaxCount: 2 },
      sentAt: friday,
      zone: vancouver,
      expiresOn: '2027-03-31',
      expiresAt: instantInZone(vancouver, '2027-04-01', '00:00'),
      alreadySent: 0,
      now: friday,
    });
    expect(emailTimes(planned, vancouver)).toEqual(['2027-03-14 09:00', '2027-03-17 09:00']);
    expect(planned[1]!.emailAt.getTime() - planned[0]!.emailAt.getTime()).toBe(3 * 86_400_000);
  });
});

describe('texts and quiet hours', () => {
  it('sends a day-time text with its email', () => {
    const [first] = plan();
    expect(first?.textAt).toEqual(first?.emailAt);
  });

  it('holds a text due from 21:00 until 08:00 the next morning, and one due before 08:00 until 08:00', () => {
    const evening = instantInZone(toronto, '2026-12-03', '21:00');
    expect(wallTimeIn(textTimeFor(evening, toronto), toronto)).toBe('2026-12-04 08:00');
    const night = instantInZone(toronto, '2026-12-04', '03:30');
    expect(wallTimeIn(textTimeFor(night, toronto), toronto)).toBe('2026-12-04 08:00');
    const eight = instantInZone(toronto, '2026-12-04', '08:00');
    expect(textTimeFor(eight, toronto)).toEqual(eight);
    const justBefore = instantInZone(toronto, '2026-12-04', '20:59');
    expect(textTimeFor(justBefore, toronto)).toEqual(justBefore);
    expect(isTextTime(evening, toronto)).toBe(false);
    expect(isTextTime(eight, toronto)).toBe(true);
  });

  it('reads the hour in the recipients’ zone: 22:30 in Toronto is 19:30 in Vancouver', () => {
    const at = instantInZone(toronto, '2026-12-03', '22:30');
    expect(isTextTime(at, vancouver)).toBe(true);
    expect(isTextTime(at, toronto)).toBe(false);
  });

  it('sends the email of a reminder planned at night at once, and its text at 08:00', () => {
    const lateSend = instantInZone(toronto, '2026-12-01', '22:40');
    const [first] = plan({ sentAt: lateSend, now: lateSend });
    expect(wallTimeIn(first!.emailAt, toronto)).toBe('2026-12-03 22:40');
    expect(wallTimeIn(first!.textAt!, toronto)).toBe('2026-12-04 08:00');
  });

  it('sends no text when 08:00 comes after the offer lapsed', () => {
    const lateSend = instantInZone(toronto, '2026-12-01', '22:40');
    const planned = plan({
      sentAt: lateSend,
      now: lateSend,
      expiresOn: '2026-12-03',
      expiresAt: lapsesAfter('2026-12-04'),
    });
    expect(
      planned.map((one) => [wallTimeIn(one.emailAt, toronto), one.textAt && wallTimeIn(one.textAt, toronto)]),
    ).toEqual([
      ['2026-12-02 22:40', '2026-12-03 08:00'],
      ['2026-12-03 22:40', null],
    ]);
  });
});
