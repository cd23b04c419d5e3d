import { createHmac } from 'node:crypto';
import { uuidPattern } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { Transaction } from '../../queue/queue.js';
import type { AccountsContext } from './context.js';
import { findUserById, type UserRow } from './accounts.repository.js';
import { markAlternateEmailConfirmed } from './alternate-email.repository.js';
import { constantTimeEqual } from './secrets.js';
import { throttleCodeRequest } from './verification.service.js';

/**
 * The alternate email receives general notifications only, and only once the link sent to it has
 * been opened (issue 18 §2): typing an address proves nothing about who reads it. It is never a
 * sign-in name and never matches a contract party (those read `users.email` only).
 *
 * The link's key is signed and names the account, the exact address and an expiry, so it stores
 * nothing and works on any device without a session; a later change of the field voids it, and no
 * other account can make or alter one.
 */

/** How long a confirmation link stays valid. */
export const alternateEmailLinkDays = 7;

const signature = (ctx: AccountsContext, userId: string, address: string, expires: number) =>
  createHmac('sha256', ctx.codeKey)
    .update(`alternate-email\n${userId}\n${address}\n${expires}`)
    .digest('base64url');

export function alternateEmailKey(ctx: AccountsContext, userId: string, address: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + alternateEmailLinkDays * 86_400;
  return `${userId}.${expires}.${signature(ctx, userId, address, expires)}`;
}

/** The account a key was made for, when it is unexpired and signed for the address it holds now. */
async function accountOfKey(ctx: AccountsContext, key: string): Promise<UserRow | undefined> {
  const [userId = '', expiresText = '', presented = ''] = key.split('.');
  const expires = Number(expiresText);
  if (!uuidPattern.test(userId) || !Number.isInteger(expires) || expires * 1000 < Date.now())
    return undefined;
  const user = await findUserById(ctx.db, userId);
  if (!user?.alternateEmail) return undefined;
  const expected = signature(ctx, user.id, user.alternateEmail, expires);
  return constantTimeEqual(expected, presented) ? user : undefined;
}

/**
 * Queues the confirmation link to the account's new alternate email, in the transaction that saves
 * it. Throttled like every code (the resend wait, the daily cap), so the field cannot be used to
 * flood someone's inbox; a throttled save still saves, and "send again" sends later.
 */
export async function queueAlternateEmailLink(
  ctx: AccountsContext,
  tx: Transaction,
  user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
  address: string,
  language: string,
  { quietWhenThrottled }: { quietWhenThrottled: boolean },
): Promise<void> {
  try {
    await throttleCodeRequest(tx, address);
  } catch (error) {
    if (quietWhenThrottled && error instanceof AppError && error.status === 429) return;
    throw error;
  }
  const key = alternateEmailKey(ctx, user.id, address);
  const link = `${ctx.publicUrl}/ConfirmAlternateEmail?key=${encodeURIComponent(key)}`;
  const name = `${user.firstName} ${user.lastName}`.trim();
  await ctx.messenger.alternateEmailLink(
    tx,
    { email: address, name },
    link,
    alternateEmailLinkDays,
    language,
  );
}

/** "Send again" in Settings: the link to the alternate email not yet confirmed. */
export async function resendAlternateEmailLink(
  ctx: AccountsContext,
  user: UserRow,
  language: string,
): Promise<void> {
  if (!user.alternateEmail || user.alternateEmailConfirmedAt)
    throw new AppError(400, 'settingsAlternateEmailNothingToConfirm');
  await ctx.db.transaction((tx) =>
    queueAlternateEmailLink(ctx, tx, user, user.alternateEmail, language, { quietWhenThrottled: false }),
  );
}

/** Opening the link: the address it was sent to becomes the account's verified alternate email. */
export async function confirmAlternateEmail(ctx: AccountsContext, key: string): Promise<void> {
  const user = await accountOfKey(ctx, key);
  if (!user || !(await markAlternateEmailConfirmed(ctx.db, user.id, user.alternateEmail)))
    throw new AppError(400, 'settingsAlternateEmailLinkInvalid');
}
