import type { ExternalProvider } from '../../../config/config.js';
import type { Db, Queryable } from '../../../db/database.js';
import { planTypes, type Language } from '@tradepact/shared';
import { AppError } from '../../../http/app-error.js';
import type { ExternalProfile } from './oidc-client.js';
import { findUserByEmail, insertUser, trialPlanDays, updateUser } from '../accounts.repository.js';
import { hashToken, randomToken } from '../secrets.js';
import {
  insertSignInTicket,
  linkIdentity,
  linkedUserId,
  useSignInTicket,
} from './external-accounts.repository.js';

const ticketTtlMs = 2 * 60_000;

/**
 * The account of an external sign-in: the one already linked to this provider's subject, else the
 * account with the same email (now linked; `users.email` only ever holds an address its owner
 * confirmed, a new one waits in `pendingEmail`), else a new account on the trial. A provider's
 * unverified email never links or creates anything. A new account speaks `language`, the page's
 * when the sign-in started (issue 30 §1: sign-up takes the visitor's language).
 */
export async function accountForProfile(
  db: Db,
  provider: ExternalProvider,
  profile: ExternalProfile,
  language: Language,
): Promise<string> {
  const linked = await linkedUserId(db, provider, profile.subject);
  if (linked) return linked;
  if (!profile.email || !profile.emailVerified) throw new AppError(403, 'commonForbidden');

  return db.transaction(async (tx) => {
    const now = new Date();
    const existing = await findUserByEmail(tx, profile.email);
    let userId: string;
    if (existing) {
      // The provider has verified the address: the email is confirmed, and activation is complete.
      // An account whose email was never confirmed may have been opened by someone else with this
      // address (pre-hijacking): the password and phone nobody proved to belong to the address's
      // owner are dropped, so only that owner gets in (a password can be set again by reset).
      const unproven = existing.emailConfirmedAt
        ? {}
        : { passwordHash: null, phone: null, phoneConfirmedAt: null, pendingEmail: null, pendingPhone: null };
      await updateUser(tx, existing.id, {
        ...unproven,
        emailConfirmedAt: existing.emailConfirmedAt ?? now,
        activatedAt: existing.activatedAt ?? now,
        updatedAt: now,
      });
      userId = existing.id;
    } else {
      const trialDays = await trialPlanDays(tx);
      const created = await insertUser(tx, {
        email: profile.email,
        userName: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        nickName: `${profile.firstName} ${profile.lastName}`.trim(),
        emailConfirmedAt: now,
        activatedAt: now,
        planType: planTypes.trial,
        trialStartAt: now,
        trialEndAt: new Date(now.getTime() + (trialDays ?? 14) * 86_400_000),
        language,
      });
      userId = created.id;
    }
    await linkIdentity(tx, { provider, subject: profile.subject, userId, email: profile.email });
    return userId;
  });
}

/** A one-time ticket for the page, valid two minutes. */
export async function createSignInTicket(db: Queryable, userId: string): Promise<string> {
  const ticket = randomToken();
  await insertSignInTicket(db, {
    tokenHash: hashToken(ticket),
    userId,
    expiresAt: new Date(Date.now() + ticketTtlMs),
  });
  return ticket;
}

/** Uses up a ticket; answers its account, or undefined when unknown, used or expired. */
export async function redeemSignInTicket(db: Queryable, ticket: string): Promise<string | undefined> {
  return useSignInTicket(db, hashToken(ticket));
}
