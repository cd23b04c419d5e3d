import { addDays } from './contract/expiry.js';
import { instantInZone, wallTimeIn } from './dates.js';

/**
 * Reminders to sign (issue 32 §3): each sent contract reminds those who have not signed, first some
 * days after it was sent, then every few days, and the day before its last day to sign, at most a
 * number of times. The contractor's Settings hold the default; each contract keeps its own copy.
 */
export interface SigningReminderSchedule {
  Enabled: boolean;
  /** Days after the send of the first reminder. */
  FirstAfterDays: number;
  /** Days between the next ones. */
  EveryDays: number;
  /** Also on the day before the last day to sign. */
  DayBeforeExpiry: boolean;
  /** Reminders at most, that one included. */
  MaxCount: number;
}

export const signingReminderLimits = { minDays: 1, maxDays: 30, minCount: 1, maxCount: 10 } as const;

/** The default: 2 days after sending, then every 3 days, and the day before expiry, at most 4. */
export const defaultSigningReminders: SigningReminderSchedule = {
  Enabled: true,
  FirstAfterDays: 2,
  EveryDays: 3,
  DayBeforeExpiry: true,
  MaxCount: 4,
};

/** No text reaches a phone from 21:00 until 08:00 on the recipient's clocks. */
export const textQuietHours = { from: 21, until: 8 } as const;

/** When a text due at `at` may go in `zone`: then, or at 08:00 after a night-time `at`. */
export function textTimeFor(at: Date, zone: string): Date {
  const [day = '', clock = ''] = wallTimeIn(at, zone).split(' ');
  const hour = Number(clock.slice(0, 2));
  if (hour >= textQuietHours.until && hour < textQuietHours.from) return at;
  return instantInZone(zone, hour >= textQuietHours.from ? addDays(day, 1) : day, '08:00');
}

/** Whether a text may reach a phone at `at` in `zone`. */
export const isTextTime = (at: Date, zone: string): boolean =>
  textTimeFor(at, zone).getTime() === at.getTime();

/** One reminder of a plan: its email's time, and its text's (null: none, the offer lapses first). */
export interface PlannedReminder {
  emailAt: Date;
  textAt: Date | null;
}

export interface ReminderPlanInput {
  schedule: SigningReminderSchedule;
  sentAt: Date;
  /** The recipients' zone (the project province's): days are counted and texts kept quiet on it. */
  zone: string;
  /** The last day to sign (YYYY-MM-DD), null for an offer without one. */
  expiresOn: string | null;
  /** When the offer lapses and its links stop working; null for an offer without a last day. */
  expiresAt: Date | null;
  /** The contract's reminders already sent: they count towards MaxCount. */
  alreadySent: number;
  /** Nothing is planned at or before it (a schedule changed after the send keeps only what is ahead). */
  now: Date;
}

/**
 * A contract's reminders to come, in time order. Each goes at the send's time of day: N days after
 * the send, then every M days while the offer is open, and, with DayBeforeExpiry, on the day before
 * the last day to sign, which always keeps its place among the MaxCount (a regular one falling on that
 * day is the same reminder). Nothing on the day of the send.
 */
export function reminderPlan(input: ReminderPlanInput): PlannedReminder[] {
  const { schedule, zone, expiresOn, expiresAt, now } = input;
  const budget = schedule.MaxCount - input.alreadySent;
  if (!schedule.Enabled || budget <= 0) return [];
  const [sentDay = '', clock = ''] = wallTimeIn(input.sentAt, zone).split(' ');
  const at = (day: string) => instantInZone(zone, day, clock);
  const lapsed = (instant: Date) => expiresAt !== null && instant >= expiresAt;
  const ahead = (instant: Date) => instant > now && !lapsed(instant);

  const dayBefore = schedule.DayBeforeExpiry && expiresOn ? addDays(expiresOn, -1) : null;
  const lastCall = dayBefore && dayBefore > sentDay && ahead(at(dayBefore)) ? dayBefore : null;
  const regular: string[] = [];
  // Bounded by the budget, and by the last day to sign; a schedule changed long after the send steps
  // over its past days first, so the days are counted a year at most.
  for (
    let day = addDays(sentDay, schedule.FirstAfterDays);
    regular.length < budget && day <= addDays(sentDay, 366) && !lapsed(at(day));
    day = addDays(day, schedule.EveryDays)
  ) {
    if (day !== lastCall && ahead(at(day))) regular.push(day);
  }
  const days = lastCall ? [...regular.slice(0, budget - 1), lastCall].sort() : regular;
  return days.map((day) => {
    const emailAt = at(day);
    const textAt = textTimeFor(emailAt, zone);
    return { emailAt, textAt: lapsed(textAt) ? null : textAt };
  });
}
