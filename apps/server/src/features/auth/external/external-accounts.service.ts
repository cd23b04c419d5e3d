import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ExternalProvider } from '../../../config/config.js';
import type { Db } from '../../../db/database.js';
import { externalIdentities, signInTickets, subscriptionPlans, users } from '../../../db/schema/index.js';
import { planTypes } from '@tradepact/shared';
import { AppError } from '../../../http/app-error.js';
import type { ExternalProfile } from './oidc-client.js';
import { hashToken, randomToken } from '../secrets.js';

const ticketTtlMs = 2 * 60_000;

/**
 * The account of an external sign-in: the one already linked to this provider's subject, else the
 * account with the same email (now linked; `users.email` only ever holds an address its owner
 * confirmed, a new one waits in `pendingEmail`), else a new account on the trial. A provider's
 * unverified email never links or creates anything.
 */
export async function accountForProfile(
  db: Db,
  provider: ExternalProvider,
  profile: ExternalProfile,
): Promise<string> {
  const [linked] = await db
    .select({ userId: externalIdentities.userId })
    .from(externalIdentities)
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, profile.subject)));
  if (linked) return linked.userId;
  if (!profile.email || !profile.emailVerified) throw new AppError(403, 'commonForbidden');

  return db.transaction(async (tx) => {
    const now = new Date();
    const [existing] = await tx.select().from(users).where(eq(users.email, profile.email));
    let userId = existing?.id;
    if (existing) {
      // The provider has verified the address: the email is confirmed, and activation is complete.
      // An account whose email was never confirmed may have been opened by someone else with this
      // address (pre-hijacking): the password and phone nobody proved to belong to the address's
      // owner are dropped, so only that owner gets in (a password can be set again by reset).
      const unproven = existing.emailConfirmedAt
        ? {}
        : { passwordHash: null, phone: null, phoneConfirmedAt: null, pendingEmail: null, pendingPhone: null };
      await tx
        .update(users)
        .set({
          ...unproven,
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
          activatedAt: existing.activatedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
    } else {
      const [trial] = await tx
        .select({ days: subscriptionPlans.trialDays })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.type, planTypes.trial));
      const [created] = await tx
        .insert(users)
        .values({
          email: profile.email,
          userName: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          nickName: `${profile.firstName} ${profile.lastName}`.trim(),
          emailConfirmedAt: now,
          activatedAt: now,
          planType: planTypes.trial,
          trialStartAt: now,
          trialEndAt: new Date(now.getTime() + (trial?.days ?? 14) * 86_400_000),
        })
        .returning({ id: users.id });
      userId = created?.id;
    }
    if (!userId) throw new Error('no account for the external sign-in');
    await tx
      .insert(externalIdentities)
      .values({ provider, subject: profile.subject, userId, email: profile.email })
      .onConflictDoNothing();
    return userId;
  });
}

/** A one-time ticket for the page, valid two minutes. */
export async function createSignInTicket(db: Db, userId: string): Promise<string> {
  const ticket = randomToken();
  await db
    .insert(signInTickets)
    .values({ tokenHash: hashToken(ticket), userId, expiresAt: new Date(Date.now() + ticketTtlMs) });
  return ticket;
}

/** Uses up a ticket; answers its account, or undefined when unknown, used or expired. */
export async function redeemSignInTicket(db: Db, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .update(signInTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTickets.tokenHash, hashToken(ticket)),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInTickets.userId });
  return row?.userId;
}
