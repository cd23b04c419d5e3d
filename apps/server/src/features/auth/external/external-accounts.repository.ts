import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ExternalProvider } from '../../../config/config.js';
import type { Queryable } from '../../../db/database.js';
import { externalIdentities, signInTickets } from '../../../db/schema/index.js';

/** The account linked to the provider's subject, if any. */
export async function linkedUserId(
  db: Queryable,
  provider: ExternalProvider,
  subject: string,
): Promise<string | undefined> {
  const [linked] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
  return linked?.userId;
}

/** Links the provider's subject to the account; a link already there stays. */
export async function linkIdentity(
  db: Queryable,
  values: { provider: ExternalProvider; subject: string; userId: string; email: string },
): Promise<void> {
  await db.insert(externalIdentities).values(values).onConflictDoNothing();
}

export async function insertSignInTicket(
  db: Queryable,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(signInTickets).values(values);
}

/** Marks the unused, unexpired ticket with this hash used; answers its account. */
export async function useSignInTicket(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(signInTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTickets.tokenHash, tokenHash),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInTickets.userId });
  return row?.userId;
}
