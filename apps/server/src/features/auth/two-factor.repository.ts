import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { twoFactorTickets } from '../../db/schema/index.js';

export type TicketRow = typeof twoFactorTickets.$inferSelect;

export async function insertTicket(
  db: Queryable,
  values: { ticketHash: string; userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(twoFactorTickets).values(values);
}

/** The unused, unexpired, not voided ticket with this hash. */
export async function findLiveTicket(db: Queryable, ticketHash: string): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorTickets)
    .where(
      and(
        eq(twoFactorTickets.ticketHash, ticketHash),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** The user's newest live ticket made after `since` (its code was sent then). */
export async function latestLiveTicket(
  db: Queryable,
  userId: string,
  since: Date,
  maxAttempts: number,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorTickets)
    .where(
      and(
        eq(twoFactorTickets.userId, userId),
        isNull(twoFactorTickets.usedAt),
        gt(twoFactorTickets.expiresAt, new Date()),
        gt(twoFactorTickets.createdAt, since),
        lt(twoFactorTickets.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(twoFactorTickets.createdAt))
    .limit(1);
  return row;
}

/** Gives the ticket a new hash: the earlier ticket string stops working, its code does not change. */
export async function rekeyTicket(db: Queryable, id: string, ticketHash: string): Promise<void> {
  await db.update(twoFactorTickets).set({ ticketHash }).where(eq(twoFactorTickets.id, id));
}

/** Counts a wrong code; `void` uses the ticket up. */
export async function setTicketAttempts(
  db: Queryable,
  id: string,
  attempts: number,
  voided: boolean,
): Promise<void> {
  await db
    .update(twoFactorTickets)
    .set({ attempts, ...(voided ? { usedAt: new Date() } : {}) })
    .where(eq(twoFactorTickets.id, id));
}

/** Marks the ticket used unless it already is; true when this call used it. */
export async function markTicketUsed(db: Queryable, id: string): Promise<boolean> {
  const used = await db
    .update(twoFactorTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorTickets.id, id), isNull(twoFactorTickets.usedAt)))
    .returning({ id: twoFactorTickets.id });
  return used.length > 0;
}

/** Voids every open ticket of the user (two-factor turned off, password changed). */
export async function voidTicketsOfUser(db: Queryable, userId: string): Promise<void> {
  await db
    .update(twoFactorTickets)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorTickets.userId, userId), isNull(twoFactorTickets.usedAt)));
}
