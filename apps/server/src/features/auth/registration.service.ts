import { languageOf, normalisePhone, type Language, type RegisterForm } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { Transaction } from '../../queue/queue.js';
import type { AccountsContext } from './context.js';
import {
  emailTaken,
  findReferralCode,
  findUserById,
  insertUser,
  phoneTaken,
  trialPlanDays,
  updateUser,
  type UserRow,
} from './accounts.repository.js';
import { checkCaptcha } from './captcha.service.js';
import { findLiveActivationKey, insertActivationKey, markActivationKeyUsed } from './codes.repository.js';
import { hashPassword } from './passwords.js';
import { hashToken, randomToken } from './secrets.js';
import { createCode, throttleCodeRequest } from './verification.service.js';
import { planTypes } from '@tradepact/shared';

const activationLinkTtlMs = 7 * 86_400_000;
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

type RegisterInput = Omit<RegisterForm, 'confirmPassword'> & { confirmPassword?: string };

/**
 * Creates the account and queues its activation link in one transaction. Nothing is created, and
 * nothing sent, when a check fails. The account speaks the language chosen on the form, else the
 * page's (`pageLanguage`: the visitor's choice, then Accept-Language).
 */
export async function register(
  ctx: AccountsContext,
  form: RegisterInput,
  pageLanguage: Language,
): Promise<void> {
  const language = form.Language ?? pageLanguage;
  await checkCaptcha(ctx.db, form.captchaId, form.captcha);
  const email = form.email.trim().toLowerCase();
  const phone = normalisePhone(form.phoneNumber);
  if (await emailTaken(ctx.db, email)) throw new AppError(400, 'registerEmailInUse');
  if (await phoneTaken(ctx.db, phone)) throw new AppError(400, 'registerPhoneInUse');

  const passwordHash = await hashPassword(form.password);
  const trialDays = await trialPlanDays(ctx.db);
  const now = new Date();
  try {
    await ctx.db.transaction(async (tx) => {
      const referrer = form.ref ? await findReferralCode(tx, form.ref) : undefined;
      const created = await insertUser(tx, {
        email,
        userName: email,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        nickName: `${form.firstName.trim()} ${form.lastName.trim()}`,
        phone,
        passwordHash,
        referredByCode: referrer ?? null,
        planType: planTypes.trial,
        trialStartAt: now,
        trialEndAt: new Date(now.getTime() + (trialDays ?? 14) * 86_400_000),
        language,
      });
      await sendActivationLink(ctx, tx, created);
    });
  } catch (error) {
    // A double click or a race with another sign-up: the database's unique keys decide.
    if (isUniqueViolation(error))
      throw new AppError(
        400,
        (await emailTaken(ctx.db, email)) ? 'registerEmailInUse' : 'registerPhoneInUse',
      );
    throw error;
  }
}

/**
 * A fresh activation link by email (at sign-up, and when an unactivated account signs in), in the
 * account's language: the one chosen at sign-up, whatever page asks for it again.
 */
export async function sendActivationLink(
  ctx: AccountsContext,
  tx: Transaction,
  user: UserRow,
): Promise<void> {
  const key = randomToken();
  await insertActivationKey(tx, {
    keyHash: hashToken(key),
    userId: user.id,
    expiresAt: new Date(Date.now() + activationLinkTtlMs),
  });
  const link = `${ctx.publicUrl}/?key=${encodeURIComponent(key)}`;
  await ctx.messenger.activationLink(
    tx,
    { email: user.email, name: user.firstName || user.email },
    link,
    languageOf(user.language),
  );
}

/**
 * Texts a new activation code to the account's phone, in the account's language, unless one was sent
 * within the last minute.
 */
export async function sendActivationCode(ctx: AccountsContext, user: UserRow): Promise<void> {
  const phone = user.phone;
  if (!phone) return;
  await ctx.db.transaction(async (tx) => {
    try {
      await throttleCodeRequest(tx, phone);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) return;
      throw error;
    }
    const code = await createCode(tx, ctx.codeKey, {
      userId: user.id,
      purpose: 'activation',
      channel: 'sms',
      destination: phone,
    });
    await ctx.messenger.code(tx, 'sms', phone, code, 'activation', languageOf(user.language));
  });
}

/**
 * GET /api/common/readkey: the emailed link confirms the email and texts the activation code.
 * Opening the link again before activation is finished works again (a new code is sent); once the
 * account is active the key is spent and answers like an unknown one, so an old link in a mailbox or
 * a log reveals neither the phone number nor that the account exists.
 */
export async function readActivationKey(ctx: AccountsContext, key: string): Promise<{ phone: string }> {
  const row = await findLiveActivationKey(ctx.db, hashToken(key));
  const user = row ? await findUserById(ctx.db, row.userId) : undefined;
  if (!row || !user || !user.phone || user.activatedAt) throw new AppError(400, 'authActivationKeyInvalid');
  await markActivationKeyUsed(ctx.db, row.keyHash);
  if (!user.emailConfirmedAt) await updateUser(ctx.db, user.id, { emailConfirmedAt: new Date() });
  await sendActivationCode(ctx, user);
  return { phone: user.phone };
}
