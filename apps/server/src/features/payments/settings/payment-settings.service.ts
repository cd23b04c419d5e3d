import type { PaymentSettings, PaymentSettingsForm } from '@tradepact/shared';
import type { Db } from '../../../db/database.js';
import type { ConnectService } from '../stripe/connect.service.js';
import { paymentSettingsOf, savePaymentSettings } from './payment-settings.repository.js';

/**
 * Settings › Getting paid (issue 33 §3): the e-Transfer address the pay pages show, the automatic
 * reminders of overdue invoices (off until turned on), and the Stripe account's state.
 */
export function paymentSettingsService({ db, connect }: { db: Db; connect: ConnectService }) {
  async function read(userId: string): Promise<PaymentSettings> {
    const [settings, stripe] = await Promise.all([paymentSettingsOf(db, userId), connect.accountOf(userId)]);
    return {
      ETransferEmail: settings?.etransferEmail ?? '',
      OverdueReminders: settings?.overdueReminders ?? false,
      CardPayments: connect.mode(),
      Stripe: stripe,
    };
  }

  return {
    read,

    async save(userId: string, form: PaymentSettingsForm): Promise<PaymentSettings> {
      await savePaymentSettings(db, userId, {
        etransferEmail: form.ETransferEmail,
        overdueReminders: form.OverdueReminders,
      });
      return read(userId);
    },
  };
}
