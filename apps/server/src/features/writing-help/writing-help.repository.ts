import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { writingHelpUsage } from '../../db/schema/index.js';

export interface DailyUsage {
  calls: number;
  characters: number;
}

/** A column of the usage row as it stands, named with its table (ON CONFLICT also sees EXCLUDED). */
const current = (column: typeof writingHelpUsage.calls | typeof writingHelpUsage.characters) =>
  sql`${writingHelpUsage}.${sql.identifier(column.name)}`;

/**
 * Counts one call of `characters` on the account's day if it stays within both limits, in one
 * statement: the row is locked while the condition is checked and the counts raised, so two calls
 * at once cannot both take the last slot. Answers the new counts, or nothing when a limit refused.
 * The caller refuses a text longer than the characters limit before (the first insert checks none).
 */
export async function reserveUsage(
  db: Queryable,
  userId: string,
  day: string,
  characters: number,
  limits: { callsPerDay: number; charactersPerDay: number },
): Promise<DailyUsage | undefined> {
  const [row] = await db
    .insert(writingHelpUsage)
    .values({ userId, day, calls: 1, characters })
    .onConflictDoUpdate({
      target: [writingHelpUsage.userId, writingHelpUsage.day],
      set: {
        calls: sql`${current(writingHelpUsage.calls)} + 1`,
        characters: sql`${current(writingHelpUsage.characters)} + ${characters}`,
      },
      setWhere: sql`${current(writingHelpUsage.calls)} < ${limits.callsPerDay} and ${current(
        writingHelpUsage.characters,
      )} + ${characters} <= ${limits.charactersPerDay}`,
    })
    .returning({ calls: writingHelpUsage.calls, characters: writingHelpUsage.characters });
  return row;
}

/** The account's counts on a day (zero when it made no call). */
export async function usageOn(db: Queryable, userId: string, day: string): Promise<DailyUsage> {
  const [row] = await db
    .select({ calls: writingHelpUsage.calls, characters: writingHelpUsage.characters })
    .from(writingHelpUsage)
    .where(and(eq(writingHelpUsage.userId, userId), eq(writingHelpUsage.day, day)));
  return row ?? { calls: 0, characters: 0 };
}
