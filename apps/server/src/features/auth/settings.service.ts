import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { normalisePhone, type userSettingsSchema } from '@tradepact/shared';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { AccountsContext } from './context.js';
import { emailTaken, parseAccount, phoneTaken, type UserRow } from './accounts.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeAllSessions, startSession, type IssuedTokens, type SessionMeta } from './sessions.service.js';
import { consumeCode } from './verification.service.js';

export function readSettings(user: UserRow) {
  return {
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    AlternateEmail: user.alternateEmail,
    PhoneNumber: user.phone ?? '',
    EnableEmailTwoFactor: user.twoFactorEmail,
    ReceiveGeneralEmailNotifications: user.notifyEmail,
    ReceiveGeneralAlternateEmailNotifications: user.notifyAlternateEmail,
    EnableSmsTwoFactor: user.twoFactorSms,
    ReceiveGeneralSmsNotifications: user.notifySms,
  };
}

export type SettingsOutcome =
  | { kind: 'saved'; tokens: IssuedTokens | null }
  | { kind: 'unchanged' }
  /** The email, phone or password changes: prove control of the account first (Type 203). */
  | { kind: 'verify'; accounts: string[] };

type Form = z.output<typeof userSettingsSchema>;

export async function updateSettings(
  ctx: AccountsContext,
  user: UserRow,
  form: Form,
  meta: SessionMeta,
): Promise<SettingsOutcome> {
  const email = form.Email.trim().toLowerCase();
  const phone = normalisePhone(form.PhoneNumber);
  const newPassword = form.NewPassword || undefined;
  const changes = {
    firstName: form.FirstName.trim(),
    lastName: form.LastName.trim(),
    email,
    userName: user.userName === user.email ? email : user.userName,
    phone,
    alternateEmail: (form.AlternateEmail ?? '').trim().toLowerCase(),
    twoFactorEmail: form.EnableEmailTwoFactor ?? false,
    twoFactorSms: form.EnableSmsTwoFactor ?? false,
    notifyEmail: form.ReceiveGeneralEmailNotifications ?? true,
    notifyAlternateEmail: form.ReceiveGeneralAlternateEmailNotifications ?? false,
    notifySms: form.ReceiveGeneralSmsNotifications ?? true,
  };
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some(
    (key) => changes[key] !== user[key],
  );
  if (!changed && !newPassword) return { kind: 'unchanged' };

  if (email !== user.email && (await emailTaken(ctx.db, email, user.id)))
    throw new AppError(400, 'registerEmailInUse');
  if (phone !== user.phone && (await phoneTaken(ctx.db, phone, user.id)))
    throw new AppError(400, 'registerPhoneInUse');
  if (newPassword && !(await verifyPassword(user.passwordHash, form.Password ?? ''))) {
    throw new AppError(400, 'settingsCurrentPasswordIncorrect');
  }

  const sensitive = email !== user.email || phone !== user.phone || Boolean(newPassword);
  if (sensitive) {
    const ownAccounts = [user.email, ...(user.phone ? [user.phone] : [])];
    if (!form.account || !form.token) return { kind: 'verify', accounts: ownAccounts };
    const account = parseAccount(form.account);
    if (!ownAccounts.includes(account.value)) throw new AppError(400, 'authCodeInvalid');
    const purpose = await consumeCode(ctx.db, ctx.codeKey, {
      userId: user.id,
      destination: account.value,
      code: form.token,
      purposes: ['code'],
    });
    if (!purpose) throw new AppError(400, 'authCodeInvalid');
  }

  await ctx.db
    .update(users)
    .set({
      ...changes,
      ...(newPassword ? { passwordHash: await hashPassword(newPassword) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  if (!newPassword) return { kind: 'saved', tokens: null };
  // A new password ends every session, this one included; this browser gets a fresh one.
  await revokeAllSessions(ctx.db, user.id);
  return { kind: 'saved', tokens: await startSession(ctx.db, ctx.authKey, user.id, meta) };
}
