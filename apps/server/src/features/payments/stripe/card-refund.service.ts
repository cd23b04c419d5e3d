import type Stripe from 'stripe';
import type { RecordedPayment } from '@tradepact/shared';
import type { Config } from '../../../config/config.js';
import type { Db, Queryable } from '../../../db/database.js';
import type { JobQueue } from '../../../queue/queue.js';
import { AppError, notFound } from '../../../http/app-error.js';
import { lockOwnedCardPayment, updateCardPayment, type CardPaymentRow } from './card-payments.repository.js';
import { recordedPaymentDto } from './card-received.js';
import { paymentRefunded } from '../payment-events.js';

/**
 * The contractor refunds a card payment of one of their invoices (issue 33 §3), in full or in part:
 * from their connected account (the transfer reversed, the operator's fee given back), with Stripe's
 * answer recorded at once; the charge.refunded webhook says the same later and changes nothing more.
 * On an install without Stripe keys a payment of the local card page is refunded on record only.
 */
export function cardRefundService({
  db,
  queue,
  config,
  stripe,
}: {
  db: Db;
  /** Queues the refund's webhook (payment.refunded). */
  queue: JobQueue;
  config: Config;
  stripe: Stripe | undefined;
}) {
  /** The owner's received card payment, locked, with `cents` still refundable on it. */
  async function refundable(q: Queryable, ownerId: string, paymentId: string, cents: number) {
    const found = await lockOwnedCardPayment(q, ownerId, paymentId);
    if (!found) throw notFound();
    const { payment } = found;
    if (payment.status !== 'received') throw new AppError(409, 'cardRefundNotRefundable');
    if (cents > payment.amountCents - payment.refundedCents) throw new AppError(409, 'cardRefundTooLarge');
    return found;
  }

  /** Stripe's refund; answers how much of the charge is refunded now. */
  async function refundAtStripe(client: Stripe, payment: CardPaymentRow, intentId: string, cents: number) {
    const refund = await client.refunds.create(
      { payment_intent: intentId, amount: cents, reverse_transfer: true, refund_application_fee: true },
      // A double click refunds once: the key names the payment, what was refunded before, and the amount.
      { idempotencyKey: `client-refund-${payment.id}-${payment.refundedCents}-${cents}` },
    );
    const charge = await client.charges.retrieve(idOf(refund.charge));
    return charge.amount_refunded;
  }

  /** Writes what is refunded now: refunds only add up (the webhook may have recorded this one first). */
  function recorded(ownerId: string, paymentId: string, refundedNow: number) {
    return db.transaction(async (tx) => {
      const locked = await lockOwnedCardPayment(tx, ownerId, paymentId);
      if (!locked) throw notFound();
      const current = locked.payment;
      const refunded = Math.min(current.amountCents, Math.max(current.refundedCents, refundedNow));
      const updated = await updateCardPayment(tx, current.id, { refundedCents: refunded });
      await paymentRefunded(tx, queue, {
        invoice: locked.invoice,
        paymentId: current.id,
        cents: refunded - current.refundedCents,
      });
      return recordedPaymentDto(updated ?? current);
    });
  }

  return {
    async refund(ownerId: string, paymentId: string, cents: number): Promise<RecordedPayment> {
      const { payment } = await refundable(db, ownerId, paymentId, cents);
      const intentId = payment.stripePaymentIntentId;
      if (intentId && stripe) {
        const refundedNow = await refundAtStripe(stripe, payment, intentId, cents);
        return recorded(ownerId, paymentId, refundedNow);
      }
      if (intentId || config.billing.mode !== 'local') throw new AppError(409, 'cardRefundNotRefundable');
      // The local card page's payment: no money moved, so the refund is the record's alone.
      return db.transaction(async (tx) => {
        const current = await refundable(tx, ownerId, paymentId, cents);
        const updated = await updateCardPayment(tx, current.payment.id, {
          refundedCents: current.payment.refundedCents + cents,
        });
        await paymentRefunded(tx, queue, { invoice: current.invoice, paymentId: current.payment.id, cents });
        return recordedPaymentDto(updated ?? current.payment);
      });
    },
  };
}

function idOf(value: string | { id: string } | null): string {
  if (!value) throw new Error('the refund names no charge');
  return typeof value === 'string' ? value : value.id;
}
