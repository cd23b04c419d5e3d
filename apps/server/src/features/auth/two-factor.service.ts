import { languageOf } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { AccountsContext } from './context.js';
import { findUserByAccount, parseAccount, type UserRow } from './accounts.repository.js';
import { signInCodeMinutes } from './account-messages.js';
import { maskDestination } from './mask.js';
import { constantTimeEqual, hashCode, hashToken, randomCode, randomToken } from './secrets.js';
import { startSession, type IssuedTokens, type SessionMeta } from './sessions.service.js';
import {
  findLiveTicket,
  insertTicket,
  latestLiveTicket,
  markTicketUsed,
  rekeyTicket,
  setTicketAttempts,
} from './two-factor.repository.js';
import { maxCodeAttempts, throttleCodeRequest } from './verification.service.js';

/** The 203 answer of a password sign-in with two-factor on: the ticket and where the code went, masked. */
export interface TwoFactorChallenge {
  Ticket: string;
  Sent: string[];
}

interface Target {
  channel: 'email' | 'sms';
  destination: string;
}

/** Where the account's sign-in codes go: the email, the verified mobile number, or both. */
function targetsOf(user: UserRow): Target[] {
  const targets: Target[] = [];
  if (user.twoFactorEmail) targets.push({ channel: 'email', destination: user.email });
  if (user.twoFactorSms && user.phone) targets.push({ channel: 'sms', destination: user.phone });
  return targets;
}

/** Whether a password alone is not enough to sign in to the account. */
export const twoFactorOn = (user: UserRow) => targetsOf(user).length > 0;

const invalidCode = () => new AppError(400, 'authCodeInvalid');
const isTooSoon = (error: unknown) =>
  error instanceof AppError && error.status === 429 && error.messageKey === 'authCodeTooSoon';

/**
 * The right password of an account with two-factor on: a new ticket and one six-digit code, sent to
 * each channel switched on. Within the resend wait the newest live ticket gets the new ticket string
 * instead, and the code already sent stays the one to enter; with no live ticket, a code sent for
 * something else does not hold the sign-in back.
 */
export async function challengeSignIn(ctx: AccountsContext, user: UserRow): Promise<TwoFactorChallenge> {
  const language = languageOf(user.language);
  const targets = targetsOf(user);
  const ticket = randomToken();
  await ctx.db.transaction(async (tx) => {
    const recent = await latestLiveTicket(tx, user.id, new Date(0), maxCodeAttempts);
    let tooSoon = false;
    for (const target of targets) {
      try {
        await throttleCodeRequest(tx, target.destination);
      } catch (error) {
        if (!isTooSoon(error)) throw error;
        tooSoon = true;
        // The code sent a moment ago was for something else (turning two-step sign-in on, a
        // reset): the right password still gets its own code, within the daily cap.
        if (!recent) await throttleCodeRequest(tx, target.destination, { withinWait: true });
      }
    }
    if (tooSoon && recent) {
      await rekeyTicket(tx, recent.id, hashToken(ticket));
      return;
    }
    const code = randomCode();
    await insertTicket(tx, {
      ticketHash: hashToken(ticket),
      userId: user.id,
      codeHash: hashCode(ctx.codeKey, code),
      expiresAt: new Date(Date.now() + signInCodeMinutes * 60_000),
    });
    for (const target of targets) {
      await ctx.messenger.code(tx, target.channel, target.destination, code, 'signIn', language);
    }
  });
  return {
    Ticket: ticket,
    Sent: targets.map((target) => maskDestination(target.channel, target.destination)),
  };
}

/**
 * POST /api/auth/login2fa with a ticket: the code bound to it signs in, once. A wrong code counts
 * against the ticket; five void it.
 */
export async function ticketSignIn(
  ctx: AccountsContext,
  form: { account: string; token: string; ticket: string },
  meta: SessionMeta,
): Promise<IssuedTokens> {
  const row = await findLiveTicket(ctx.db, hashToken(form.ticket));
  if (!row || row.attempts >= maxCodeAttempts) throw invalidCode();
  const user = await findUserByAccount(ctx.db, parseAccount(form.account));
  if (!user || user.id !== row.userId) throw invalidCode();
  if (!constantTimeEqual(row.codeHash, hashCode(ctx.codeKey, form.token.trim()))) {
    const attempts = row.attempts + 1;
    await setTicketAttempts(ctx.db, row.id, attempts, attempts >= maxCodeAttempts);
    throw invalidCode();
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await markTicketUsed(tx, row.id))) throw invalidCode();
    return startSession(tx, ctx.authKey, user.id, meta);
  });
}
