import { addDays, calendarDateIn, instantIn, timeZoneOf } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { signersOfContracts } from '../signing/signers.service.js';
import { recipientsOf } from './reminder-delivery.js';
import { scheduledBetween, textsSentBetween } from './reminders.repository.js';

/**
 * Cost control: each text costs money and lands on a client's phone, so one account sends at most
 * this many reminder texts a day (a day of its province). Emails are not counted.
 */
export const dailyTextCap = 50;

/** The texts of a contractor's day: those its reminders sent, and those still scheduled on it. */
export interface TextDay {
  /** YYYY-MM-DD in the contractor's province. */
  date: string;
  /** When that day ends. */
  ends: Date;
  texts: number;
}

/** The day `at` falls on for the contractor, with its texts, leaving out reminder `except`. */
export async function textDayOf(
  db: Queryable,
  ownerId: string,
  province: string,
  at: Date,
  except: string | null,
): Promise<TextDay> {
  const date = calendarDateIn(at, timeZoneOf(province));
  const from = instantIn(province, date, '00:00');
  const ends = instantIn(province, addDays(date, 1), '00:00');
  const [sent, scheduled] = await Promise.all([
    textsSentBetween(db, ownerId, from, ends),
    scheduledBetween(db, ownerId, from, ends, except),
  ]);
  const signers = await signersOfContracts(db, [...new Set(scheduled.map((row) => row.contractId))]);
  const texts = scheduled.reduce(
    (sum, row) =>
      sum + recipientsOf(signers.filter((signer) => signer.contractId === row.contractId)).texts.length,
    sent,
  );
  return { date, ends, texts };
}
