import type { RecordedPayment } from '@tradepact/shared';
import type { JobQueue, Transaction } from '../../../queue/queue.js';
import { clearingOf, paidOf } from '../contract-payments.js';
import { paymentReceived } from '../payment-events.js';
import { invoiceById, updateCardPayment, type CardPaymentRow } from './card-payments.repository.js';

/**
 * What the client may still pay by card on an invoice of `payableCents`: less what came in and what is
 * clearing (a bank debit under way); reported e-Transfers do not count yet.
 */
export const owedCents = (payableCents: number, payments: readonly CardPaymentRow[]): number =>
  Math.max(0, payableCents - paidOf(payments) - clearingOf(payments));

export interface CardReceipt {
  amountCents: number;
  at: Date;
  cardLast4: string | null;
  paymentIntentId: string | null;
}

/**
 * A card payment in, from Stripe (its webhook) or from the local card page: received once, for what
 * was charged, on the contract's trail with its receipts queued (payment-events.ts) like any payment.
 * Answers whether it was newly received (false: it was already).
 */
export async function cardPaymentReceived(
  tx: Transaction,
  queue: JobQueue,
  payment: CardPaymentRow,
  receipt: CardReceipt,
): Promise<boolean> {
  if (payment.status === 'received') return false;
  await updateCardPayment(tx, payment.id, {
    status: 'received',
    amountCents: receipt.amountCents,
    receivedAt: receipt.at,
    cardLast4: receipt.cardLast4,
    ...(receipt.paymentIntentId && { stripePaymentIntentId: receipt.paymentIntentId }),
  });
  const invoice = await invoiceById(tx, payment.invoiceId);
  if (invoice) {
    await paymentReceived(tx, queue, {
      invoice,
      paymentId: payment.id,
      cents: receipt.amountCents,
      method: 'card',
    });
  }
  return true;
}

export function recordedPaymentDto(payment: CardPaymentRow): RecordedPayment {
  return {
    Id: payment.id,
    Method: 'card',
    Status: payment.status as RecordedPayment['Status'],
    AmountCents: payment.amountCents,
    RefundedCents: payment.refundedCents,
    Time: (payment.receivedAt ?? payment.createdAt).toISOString(),
    CardLast4: payment.cardLast4,
  };
}
