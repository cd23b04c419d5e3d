import { AppError } from '../../http/app-error.js';
import type { Queryable } from '../../db/database.js';
import { reserveUsage, usageOn } from './writing-help.repository.js';

export interface DailyLimits {
  callsPerDay: number;
  charactersPerDay: number;
}

const dayMs = 86_400_000;

/**
 * Cost and abuse control (issue 16): each call of the writing help, the local spell check included
 * (cheap, but a loop of 5,000-word texts is not), counts on the account's UTC day before any work is
 * done; past a limit the call is refused with 429, which limit it was, and when the day ends.
 */
export async function countCall(
  db: Queryable,
  userId: string,
  characters: number,
  limits: DailyLimits,
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const reserved =
    characters <= limits.charactersPerDay
      ? await reserveUsage(db, userId, day, characters, limits)
      : undefined;
  if (reserved) return;
  const waitSeconds = Math.ceil((Date.parse(day) + dayMs - now.getTime()) / 1000);
  const waitMinutes = Math.ceil(waitSeconds / 60);
  const wait = { hours: Math.floor(waitMinutes / 60), minutes: waitMinutes % 60 };
  const { calls } = await usageOn(db, userId, day);
  throw calls >= limits.callsPerDay
    ? new AppError(429, 'writingHelpDailyCallsReached', { limit: limits.callsPerDay, ...wait }, waitSeconds)
    : new AppError(
        429,
        'writingHelpDailyCharactersReached',
        { limit: limits.charactersPerDay.toLocaleString('en-CA'), ...wait },
        waitSeconds,
      );
}
