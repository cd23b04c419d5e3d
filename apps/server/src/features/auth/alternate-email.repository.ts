import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/**
 * Marks the alternate email verified, only while it is still `address`: a link raced by a change of
 * the field confirms nothing. Answers whether the account holds that address (verified now or before).
 */
export async function markAlternateEmailConfirmed(
  db: Queryable,
  userId: string,
  address: string,
): Promise<boolean> {
  const still = and(eq(users.id, userId), eq(users.alternateEmail, address));
  await db
    .update(users)
    .set({ alternateEmailConfirmedAt: new Date() })
    .where(and(still, isNull(users.alternateEmailConfirmedAt)));
  const [row] = await db.select({ id: users.id }).from(users).where(still).limit(1);
  return Boolean(row);
}
