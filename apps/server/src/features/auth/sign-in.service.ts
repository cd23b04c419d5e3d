import { languageOf } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { AccountsContext } from './context.js';
import {
  findUserByAccount,
  parseAccount,
  updateUser,
  type Account,
  type UserRow,
} from './accounts.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { sendActivationCode, sendActivationLink } from './registration.service.js';
import { revokeAllSessions, startSession, type IssuedTokens, type SessionMeta } from './sessions.service.js';
import { challengeSignIn, ticketSignIn, twoFactorOn, type TwoFactorChallenge } from './two-factor.service.js';
import { consumeCode, createCode, throttleCodeRequest, type CodePurpose } from './verification.service.js';

export type PasswordSignIn = { tokens: IssuedTokens } | { challenge: TwoFactorChallenge };
/** A code sign-in: tokens, or (a code alone for an account with two-factor on) the password first. */
export type CodeSignIn = { tokens: IssuedTokens } | { passwordFirst: true };

const invalidCredentials = () => new AppError(400, 'authInvalidCredentials');
const invalidCode = () => new AppError(400, 'authCodeInvalid');

/**
 * POST /api/auth/login. An unactivated account gets a new activation email and SMS (in the language
 * chosen at sign-up, like the first ones); an account with two-factor sign-in gets a ticket and a
 * code (in the account's language, whatever page asks), and must sign in with both (login2fa).
 */
export async function passwordSignIn(
  ctx: AccountsContext,
  form: { account: string; password: string },
  meta: SessionMeta,
): Promise<PasswordSignIn> {
  const user = await findUserByAccount(ctx.db, parseAccount(form.account));
  if (!(await verifyPassword(user?.passwordHash, form.password)) || !user) throw invalidCredentials();
  if (!user.activatedAt) {
    if (!user.emailConfirmedAt) await ctx.db.transaction((tx) => sendActivationLink(ctx, tx, user));
    await sendActivationCode(ctx, user);
    throw new AppError(400, 'accountNotActivated');
  }
  if (twoFactorOn(user)) return { challenge: await challengeSignIn(ctx, user) };
  return { tokens: await startSession(ctx.db, ctx.authKey, user.id, meta) };
}

async function sendCodeTo(
  ctx: AccountsContext,
  user: UserRow,
  channel: 'email' | 'sms',
  destination: string,
) {
  await ctx.db.transaction(async (tx) => {
    await throttleCodeRequest(tx, destination);
    const code = await createCode(tx, ctx.codeKey, {
      userId: user.id,
      purpose: 'code',
      channel,
      destination,
    });
    // Sent to the account, so in its language: the page asking may be a stranger's browser.
    await ctx.messenger.code(tx, channel, destination, code, 'code', languageOf(user.language));
  });
}

/**
 * POST /api/identity/send2fa: a code to the email or phone given. The answer is the same whether or
 * not an account uses it, and so is the throttle.
 */
export async function sendCode(ctx: AccountsContext, accountText: string): Promise<'email' | 'phone'> {
  const account = parseAccount(accountText);
  if (account.kind === 'userName') throw new AppError(400, 'authAccountInvalid');
  const user = await findUserByAccount(ctx.db, account);
  const destination = account.value;
  if (!user) {
    await throttleCodeRequest(ctx.db, destination);
    return account.kind;
  }
  await sendCodeTo(ctx, user, account.kind === 'email' ? 'email' : 'sms', destination);
  return account.kind;
}

/** Checks a code sent to an account; answers the user and the code's purpose. */
export async function verifyAccountCode(
  ctx: AccountsContext,
  account: Account,
  code: string,
  purposes: CodePurpose[],
): Promise<{ user: UserRow; purpose: CodePurpose }> {
  if (account.kind === 'userName') throw invalidCode();
  const user = await findUserByAccount(ctx.db, account);
  if (!user) throw invalidCode();
  const purpose = await consumeCode(ctx.db, ctx.codeKey, {
    userId: user.id,
    destination: account.value,
    code,
    purposes,
  });
  if (!purpose) throw invalidCode();
  return { user, purpose };
}

/**
 * POST /api/auth/login2fa: with a ticket, the code of a password sign-in with two-factor on; without
 * one, a code sent by send2fa signs in (the activation SMS code also finishes activation), except
 * for an account with two-factor on, which must give its password first.
 */
export async function codeSignIn(
  ctx: AccountsContext,
  form: { account: string; token: string; ticket?: string | undefined },
  meta: SessionMeta,
): Promise<CodeSignIn> {
  if (form.ticket) return { tokens: await ticketSignIn(ctx, { ...form, ticket: form.ticket }, meta) };
  const account = parseAccount(form.account);
  const { user } = await verifyAccountCode(ctx, account, form.token, ['activation', 'code']);
  if (user.activatedAt && twoFactorOn(user)) return { passwordFirst: true };
  const now = new Date();
  const confirmed = {
    emailConfirmedAt: user.emailConfirmedAt ?? (account.kind === 'email' ? now : null),
    phoneConfirmedAt: user.phoneConfirmedAt ?? (account.kind === 'phone' ? now : null),
  };
  const activatedAt =
    user.activatedAt ?? (confirmed.emailConfirmedAt && confirmed.phoneConfirmedAt ? now : null);
  await updateUser(ctx.db, user.id, { ...confirmed, activatedAt, updatedAt: now });
  if (!activatedAt) throw new AppError(400, 'accountNotActivated');
  return { tokens: await startSession(ctx.db, ctx.authKey, user.id, meta) };
}

/** POST /api/identity/ResetPassword2Fa: a code sets a new password and signs the account out everywhere. */
export async function resetPassword(
  ctx: AccountsContext,
  form: { account: string; token: string; password: string },
) {
  const { user } = await verifyAccountCode(ctx, parseAccount(form.account), form.token, ['code']);
  await updateUser(ctx.db, user.id, {
    passwordHash: await hashPassword(form.password),
    updatedAt: new Date(),
  });
  await revokeAllSessions(ctx.db, user.id);
}
