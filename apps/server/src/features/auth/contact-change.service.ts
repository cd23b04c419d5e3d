import type { ContactKind } from '@tradepact/shared';
import { AppError } from '../../http/app-error.js';
import type { AccountsContext } from './context.js';
import { emailTaken, phoneTaken, updateUser, type UserRow } from './accounts.repository.js';
import { consumeCode, createCode, throttleCodeRequest } from './verification.service.js';

/**
 * A new email or mobile number is held as pending until the code sent TO IT is entered, as GitHub and
 * Google do: proving control of the account (the settings' Type 203 step) says nothing about who
 * owns the new address. Until then the account signs in with, is reached at and is matched on its
 * verified address only (party view, Google and Apple sign-in).
 */

const pendingOf = (user: UserRow, kind: ContactKind) =>
  kind === 'email' ? user.pendingEmail : user.pendingPhone;

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const inUse = (kind: ContactKind) =>
  new AppError(400, kind === 'email' ? 'registerEmailInUse' : 'registerPhoneInUse');

/** Texts or emails a confirmation code to the pending address (throttled like every code). */
export async function sendConfirmationCode(
  ctx: AccountsContext,
  user: UserRow,
  kind: ContactKind,
  language: string,
): Promise<void> {
  const destination = pendingOf(user, kind);
  if (!destination) throw new AppError(400, 'settingsNoPendingContact');
  const channel = kind === 'email' ? 'email' : 'sms';
  await ctx.db.transaction(async (tx) => {
    await throttleCodeRequest(tx, destination);
    const code = await createCode(tx, ctx.codeKey, {
      userId: user.id,
      purpose: 'confirm',
      channel,
      destination,
    });
    const link = `${ctx.publicUrl}/Settings?code=${code}`;
    await ctx.messenger.confirmAddress(tx, channel, destination, code, link, language);
  });
}

/** Holds the new addresses as pending and sends each its code; a throttled send waits for "Resend". */
export async function holdPendingContacts(
  ctx: AccountsContext,
  user: UserRow,
  pending: { email?: string; phone?: string },
  language: string,
): Promise<void> {
  const held = {
    ...(pending.email ? { pendingEmail: pending.email } : {}),
    ...(pending.phone ? { pendingPhone: pending.phone } : {}),
  };
  const updated = await updateUser(ctx.db, user.id, held);
  if (!updated) return;
  for (const kind of ['email', 'phone'] as const) {
    if (!pending[kind]) continue;
    await sendConfirmationCode(ctx, updated, kind, language).catch((error: unknown) => {
      if (!(error instanceof AppError && error.status === 429)) throw error;
    });
  }
}

/** The code sent to the pending address makes it the account's, verified. */
export async function confirmPendingContact(
  ctx: AccountsContext,
  user: UserRow,
  kind: ContactKind,
  code: string,
): Promise<void> {
  const pending = pendingOf(user, kind);
  if (!pending) throw new AppError(400, 'settingsNoPendingContact');
  const purpose = await consumeCode(ctx.db, ctx.codeKey, {
    userId: user.id,
    destination: pending,
    code,
    purposes: ['confirm'],
  });
  if (!purpose) throw new AppError(400, 'authCodeInvalid');
  // A pending address reserves nothing: someone may have signed up with it meanwhile.
  const taken = kind === 'email' ? emailTaken : phoneTaken;
  if (await taken(ctx.db, pending, user.id)) {
    await cancelPendingContact(ctx, user, kind);
    throw inUse(kind);
  }
  const now = new Date();
  const change =
    kind === 'email'
      ? {
          email: pending,
          userName: user.userName === user.email ? pending : user.userName,
          emailConfirmedAt: now,
          pendingEmail: null,
          // The account's email is never its alternate too: general news would go there twice.
          ...(user.alternateEmail === pending ? { alternateEmail: '', alternateEmailConfirmedAt: null } : {}),
        }
      : { phone: pending, phoneConfirmedAt: now, pendingPhone: null };
  try {
    await updateUser(ctx.db, user.id, { ...change, updatedAt: now });
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse(kind);
    throw error;
  }
}

export async function cancelPendingContact(
  ctx: AccountsContext,
  user: UserRow,
  kind: ContactKind,
): Promise<void> {
  if (!pendingOf(user, kind)) throw new AppError(400, 'settingsNoPendingContact');
  await updateUser(ctx.db, user.id, kind === 'email' ? { pendingEmail: null } : { pendingPhone: null });
}
