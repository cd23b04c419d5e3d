import type { z } from 'zod';
import { normalisePhone, type userSettingsSchema } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { AccountsContext } from './context.js';
import { emailTaken, parseAccount, phoneTaken, updateUser, type UserRow } from './accounts.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  revokeAllSessions,
  revokeOtherSessions,
  startSession,
  type IssuedTokens,
  type SessionMeta,
} from './sessions.service.js';
import { voidTicketsOfUser } from './two-factor.repository.js';
import { consumeCode } from './verification.service.js';
import { holdPendingContacts } from './contact-change.service.js';
import { queueAlternateEmailLink } from './alternate-email.service.js';

export function readSettings(user: UserRow) {
  return {
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    AlternateEmail: user.alternateEmail,
    AlternateEmailVerified: Boolean(user.alternateEmail && user.alternateEmailConfirmedAt),
    PhoneNumber: user.phone ?? '',
    /** A new email or number waiting for the code sent to it ('' when none). */
    PendingEmail: user.pendingEmail ?? '',
    PendingPhoneNumber: user.pendingPhone ?? '',
    EnableEmailTwoFactor: user.twoFactorEmail,
    ReceiveGeneralEmailNotifications: user.notifyEmail,
    ReceiveGeneralAlternateEmailNotifications: user.notifyAlternateEmail,
    EnableSmsTwoFactor: user.twoFactorSms,
    ReceiveGeneralSmsNotifications: user.notifySms,
  };
}

export type SettingsOutcome =
  /** `pending`: a new email or phone now waits for the code sent to it. */
  | { kind: 'saved'; tokens: IssuedTokens | null; pending: boolean }
  | { kind: 'unchanged' }
  /** The email, phone or password changes: prove control of the account first (Type 203). */
  | { kind: 'verify'; accounts: string[] };

type Form = z.output<typeof userSettingsSchema>;

export async function updateSettings(
  ctx: AccountsContext,
  user: UserRow,
  form: Form,
  meta: SessionMeta & { sessionId?: string | null },
  language: string,
): Promise<SettingsOutcome> {
  const email = form.Email.trim().toLowerCase();
  const phone = normalisePhone(form.PhoneNumber);
  // A new address only becomes pending here; asking again for the one already pending changes nothing.
  const newEmail = email !== user.email && email !== user.pendingEmail ? email : undefined;
  const newPhone = phone !== user.phone && phone !== user.pendingPhone ? phone : undefined;
  const newPassword = form.NewPassword || undefined;
  const changes = {
    firstName: form.FirstName.trim(),
    lastName: form.LastName.trim(),
    alternateEmail: (form.AlternateEmail ?? '').trim().toLowerCase(),
    twoFactorEmail: form.EnableEmailTwoFactor ?? user.twoFactorEmail,
    twoFactorSms: form.EnableSmsTwoFactor ?? user.twoFactorSms,
    notifyEmail: form.ReceiveGeneralEmailNotifications ?? user.notifyEmail,
    notifyAlternateEmail: form.ReceiveGeneralAlternateEmailNotifications ?? user.notifyAlternateEmail,
    notifySms: form.ReceiveGeneralSmsNotifications ?? user.notifySms,
  };
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some(
    (key) => changes[key] !== user[key],
  );
  if (!changed && !newEmail && !newPhone && !newPassword) return { kind: 'unchanged' };
  const twoFactorChanged =
    changes.twoFactorEmail !== user.twoFactorEmail || changes.twoFactorSms !== user.twoFactorSms;
  // Codes by SMS go to the verified mobile number only.
  const newAlternateEmail = changes.alternateEmail !== user.alternateEmail;
  // The schema compares it with the form's email; the account's own (verified) one counts too.
  if (newAlternateEmail && changes.alternateEmail === user.email)
    throw new AppError(400, 'settingsAlternateEmailSameAsEmail');
  if (changes.twoFactorSms && !user.twoFactorSms && !(user.phone && user.phoneConfirmedAt))
    throw new AppError(400, 'twoFactorSmsNeedsPhone');

  if (newEmail && (await emailTaken(ctx.db, newEmail, user.id)))
    throw new AppError(400, 'registerEmailInUse');
  if (newPhone && (await phoneTaken(ctx.db, newPhone, user.id)))
    throw new AppError(400, 'registerPhoneInUse');
  if (newPassword && !(await verifyPassword(user.passwordHash, form.Password ?? ''))) {
    throw new AppError(400, 'settingsCurrentPasswordIncorrect');
  }

  // Two-step sign-in on or off goes through the same identity check (doc 3 §4, issue 18 §1).
  const sensitive = Boolean(newEmail || newPhone || newPassword || twoFactorChanged);
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

  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      ...changes,
      // A new (or cleared) alternate email is unverified until the link sent to it is opened.
      ...(newAlternateEmail ? { alternateEmailConfirmedAt: null } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: new Date(),
    });
    if (newAlternateEmail && changes.alternateEmail) {
      await queueAlternateEmailLink(ctx, tx, { ...user, ...changes }, changes.alternateEmail, language, {
        quietWhenThrottled: true,
      });
    }
    if (!twoFactorChanged) return;
    const channels = { email: changes.twoFactorEmail, sms: changes.twoFactorSms };
    await ctx.messenger.twoFactorChanged(tx, user.email, channels, language);
    const turnedOn = (channels.email && !user.twoFactorEmail) || (channels.sms && !user.twoFactorSms);
    // A password someone else knows no longer keeps their session open.
    if (turnedOn && meta.sessionId) await revokeOtherSessions(tx, user.id, meta.sessionId);
    else if (turnedOn) await revokeAllSessions(tx, user.id);
    if (!channels.email && !channels.sms) await voidTicketsOfUser(tx, user.id);
  });
  const pending = Boolean(newEmail || newPhone);
  if (pending) await holdPendingContacts(ctx, user, { email: newEmail, phone: newPhone }, language);
  if (!newPassword) return { kind: 'saved', tokens: null, pending };
  // A new password ends every session, this one included; this browser gets a fresh one.
  await revokeAllSessions(ctx.db, user.id);
  return { kind: 'saved', tokens: await startSession(ctx.db, ctx.authKey, user.id, meta), pending };
}
