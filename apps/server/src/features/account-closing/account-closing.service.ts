import { normaliseAccount, timeZoneOf, type ClosingAsk } from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import { AppError, unauthorized } from '../../http/app-error.js';
import { findUserById } from '../auth/accounts.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { revokeAllSessions } from '../auth/sessions.service.js';
import { consumeCode } from '../auth/verification.service.js';
import { billedParty } from '../billing/invoicing.js';
import { cancelSubscriptionJob } from './cancel-subscription.job.js';
import { queueClosingNotice } from './closing-notice.js';
import { deleteStoredFilesJob, storedFilesPerJob } from './delete-stored-files.job.js';
import {
  cancelScheduledReminders,
  deleteAccountRow,
  lockAccountRow,
  openSubscription,
  releaseInvoices,
  releaseSignedAmendments,
  storageKeysToDelete,
} from './account-closing.repository.js';

export interface ClosingForm {
  password?: string | undefined;
  account?: string | undefined;
  token?: string | undefined;
}

/** Who is closing: what the confirmation email needs, read before the row goes. */
interface ClosingAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export type ClosingOutcome =
  /** The password is right: prove control of the account with a code first (Type 203). */
  { kind: 'verify'; accounts: string[] } | { kind: 'closed' };

/** Issue 18 §4: closing the account, after the password (if it has one) and a code. */
export function accountClosingService(deps: AppDeps) {
  const { db } = deps.database;

  async function accountOf(userId: string) {
    const user = await findUserById(db, userId);
    if (!user) throw unauthorized();
    return user;
  }

  /**
   * One transaction: reminders cancelled, sessions ended, the subscription's cancellation, the file
   * deletions and the confirmation email queued, the account row deleted (the database takes the rest
   * and keeps signed contracts and invoices). A failure rolls all of it back: nothing is queued.
   */
  async function closeNow(user: ClosingAccount, language: string): Promise<void> {
    // The profile's province gives the date's time zone; read before the profile goes.
    const { province } = await billedParty(db, user.id);
    await db.transaction(async (tx) => {
      if (!(await lockAccountRow(tx, user.id))) throw unauthorized();
      const keys = await storageKeysToDelete(tx, user.id);
      await cancelScheduledReminders(tx, user.id);
      await revokeAllSessions(tx, user.id);
      await releaseInvoices(tx, user.id);
      await releaseSignedAmendments(tx, user.id);
      const subscription = await openSubscription(tx, user.id);
      if (subscription) {
        await deps.queue.enqueue(tx, cancelSubscriptionJob, subscription);
      }
      for (let start = 0; start < keys.length; start += storedFilesPerJob) {
        await deps.queue.enqueue(tx, deleteStoredFilesJob, {
          keys: keys.slice(start, start + storedFilesPerJob),
        });
      }
      await queueClosingNotice(
        deps.notifier,
        tx,
        { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email },
        { at: new Date(), timeZone: timeZoneOf(province), language, productName: deps.config.productName },
      );
      await deleteAccountRow(tx, user.id);
    });
  }

  return {
    async ask(userId: string): Promise<ClosingAsk> {
      return { HasPassword: Boolean((await accountOf(userId)).passwordHash) };
    },

    async close(userId: string, form: ClosingForm, language: string): Promise<ClosingOutcome> {
      const user = await accountOf(userId);
      if (user.passwordHash && !(await verifyPassword(user.passwordHash, form.password ?? ''))) {
        throw new AppError(400, 'settingsCurrentPasswordIncorrect');
      }
      const ownAccounts = [user.email, ...(user.phone ? [user.phone] : [])];
      if (!form.account || !form.token) return { kind: 'verify', accounts: ownAccounts };
      const account = normaliseAccount(form.account);
      if (!ownAccounts.includes(account.value)) throw new AppError(400, 'authCodeInvalid');
      const purpose = await consumeCode(db, deps.authKey.secret, {
        userId: user.id,
        destination: account.value,
        code: form.token,
        purposes: ['code'],
      });
      if (!purpose) throw new AppError(400, 'authCodeInvalid');
      await closeNow(user, language);
      return { kind: 'closed' };
    },
  };
}
