import { and, asc, count, eq, gt, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { UnsubscribeSwitch } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { generalDeliveries, users } from '../../db/schema/index.js';
import type { GeneralRecipient } from '../../notify/general.js';

/** An activated account with at least one channel a general message may use (as generalChannels). */
const optedIn = and(
  isNotNull(users.activatedAt),
  or(
    eq(users.notifyEmail, true),
    and(
      eq(users.notifyAlternateEmail, true),
      ne(users.alternateEmail, ''),
      isNotNull(users.alternateEmailConfirmedAt),
    ),
    and(eq(users.notifySms, true), isNotNull(users.phone), isNotNull(users.phoneConfirmedAt)),
  ),
);

const notYetQueued = (campaign: string) =>
  sql`not exists (select 1 from ${generalDeliveries} where ${generalDeliveries.campaign} = ${campaign} and ${generalDeliveries.userId} = ${users.id})`;

/** How many opted-in accounts the campaign has not reached yet. */
export async function countPendingRecipients(db: Queryable, campaign: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(optedIn, notYetQueued(campaign)));
  return row?.total ?? 0;
}

/** The next opted-in accounts the campaign has not reached, in id order after `afterId`. */
export function pendingRecipients(
  db: Queryable,
  campaign: string,
  afterId: string | undefined,
  limit: number,
): Promise<GeneralRecipient[]> {
  return db
    .select({
      id: users.id,
      language: users.language,
      email: users.email,
      alternateEmail: users.alternateEmail,
      alternateEmailConfirmedAt: users.alternateEmailConfirmedAt,
      phone: users.phone,
      phoneConfirmedAt: users.phoneConfirmedAt,
      notifyEmail: users.notifyEmail,
      notifyAlternateEmail: users.notifyAlternateEmail,
      notifySms: users.notifySms,
    })
    .from(users)
    .where(and(optedIn, notYetQueued(campaign), afterId ? gt(users.id, afterId) : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
}

/**
 * Records the accounts as reached; answers those not recorded before. A concurrent run recording the
 * same account waits for this transaction and then records nothing, so each account is reached once.
 */
export async function recordDeliveries(
  db: Queryable,
  campaign: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .insert(generalDeliveries)
    .values(userIds.map((userId) => ({ campaign, userId })))
    .onConflictDoNothing()
    .returning({ userId: generalDeliveries.userId });
  return new Set(rows.map((row) => row.userId));
}

export async function turnOffGeneralEmail(
  db: Queryable,
  userId: string,
  which: UnsubscribeSwitch,
): Promise<void> {
  await db
    .update(users)
    .set(which === 'email' ? { notifyEmail: false } : { notifyAlternateEmail: false })
    .where(eq(users.id, userId));
}

/** Turns general texts off for the account whose verified mobile number this is. */
export async function turnOffGeneralSms(db: Queryable, phone: string): Promise<void> {
  await db
    .update(users)
    .set({ notifySms: false })
    .where(and(eq(users.phone, phone), isNotNull(users.phoneConfirmedAt)));
}
