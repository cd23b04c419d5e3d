import type { LocalCardPage } from '@tradepact/shared';
import type { Config } from '../../../config/config.js';
import type { Db, Queryable } from '../../../db/database.js';
import type { JobQueue } from '../../../queue/queue.js';
import { AppError, notFound } from '../../../http/app-error.js';
import { businessService } from '../../profile/business.service.js';
import { contractorName } from '../../reminders/reminder-terms.js';
import {
  lockCardPayment,
  paymentsOfInvoice,
  type CardInvoiceRow,
  type CardPaymentRow,
} from './card-payments.repository.js';
import { cardPaymentReceived, owedCents } from './card-received.js';
import { invoiceOfPayKey, payPageUrl } from './pay-key.js';

/**
 * The local card page (issue 33 §3): on an install without Stripe keys (outside production) it
 * stands where Stripe Checkout would, and its Pay records the payment received, as Stripe's webhook
 * does. No card is charged and no money moves; the page says so.
 */
export function localCardService({ db, config, queue }: { db: Db; config: Config; queue: JobQueue }) {
  /** The pending card payment of the key's invoice; anything else, or an install with Stripe, is 404. */
  async function paymentOf(q: Queryable, key: string, paymentId: string, lock = false) {
    if (config.billing.mode !== 'local') throw notFound('payKeyInvalid');
    const invoice = await invoiceOfPayKey(q, key, lock);
    const payments = await paymentsOfInvoice(q, invoice.id);
    const found = payments.find((payment) => payment.id === paymentId && payment.method === 'card');
    if (!found || found.stripeSessionId) throw notFound('payKeyInvalid');
    const payment = lock ? await lockCardPayment(q, found.id) : found;
    if (!payment) throw notFound('payKeyInvalid');
    return { invoice, payment, owed: owedCents(invoice.payableCents, payments) };
  }

  /** Payable while pending and no more than what is still owed (an e-Transfer may have come since). */
  const statusOf = (payment: CardPaymentRow, owed: number): LocalCardPage['Status'] => {
    if (payment.status === 'received') return 'paid';
    return payment.status === 'pending' && payment.amountCents <= owed ? 'open' : 'closed';
  };

  async function businessOf(invoice: CardInvoiceRow, q: Queryable) {
    return contractorName(await businessService(db).read(invoice.ownerId, q));
  }

  return {
    async page(key: string, paymentId: string): Promise<LocalCardPage> {
      const { invoice, payment, owed } = await paymentOf(db, key, paymentId);
      return {
        Business: await businessOf(invoice, db),
        InvoiceNumber: invoice.number,
        Description: invoice.description,
        AmountCents: payment.amountCents,
        Status: statusOf(payment, owed),
        PayUrl: payPageUrl(config.publicUrl, key),
      };
    },

    /** Records the payment received (once: paying again answers the same page); answers where to go. */
    async pay(key: string, paymentId: string): Promise<{ Url: string }> {
      await db.transaction(async (tx) => {
        const { payment, owed } = await paymentOf(tx, key, paymentId, true);
        const status = statusOf(payment, owed);
        if (status === 'paid') return;
        if (status === 'closed') throw new AppError(409, 'localCardPaymentClosed');
        await cardPaymentReceived(tx, queue, payment, {
          amountCents: payment.amountCents,
          at: new Date(),
          cardLast4: null,
          paymentIntentId: null,
        });
      });
      return { Url: payPageUrl(config.publicUrl, key, true) };
    },
  };
}
