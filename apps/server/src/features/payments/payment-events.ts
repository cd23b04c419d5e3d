import type { JobQueue, Transaction } from '../../queue/queue.js';
import { recordEvents } from '../signing/signers.service.js';
import { paymentReceivedJob } from './payment-received.job.js';
import type { InvoiceRow } from './payments.repository.js';

/**
 * A payment in, whatever brought it (an e-Transfer confirmed, a payment recorded, a card payment
 * Stripe reported): on the contract's trail (not in its sealed PDF), and the receipts to the client and
 * the contractor by a job queued in the same transaction.
 */
export async function paymentReceived(
  tx: Transaction,
  queue: JobQueue,
  received: {
    invoice: Pick<InvoiceRow, 'id' | 'contractId' | 'number'>;
    paymentId: string;
    cents: number;
    method: string;
  },
): Promise<void> {
  await recordEvents(tx, queue, [
    {
      contractId: received.invoice.contractId,
      type: 'paymentReceived',
      // The ids name the invoice and payment in its webhook (payment.received).
      data: {
        invoice: received.invoice.number,
        cents: received.cents,
        method: received.method,
        invoiceId: received.invoice.id,
        paymentId: received.paymentId,
      },
    },
  ]);
  await queue.enqueue(tx, paymentReceivedJob, { paymentId: received.paymentId });
}

/** A refund of a payment (in part or in full), on the contract's trail like the payment it reverses. */
export async function paymentRefunded(
  tx: Transaction,
  queue: JobQueue,
  refunded: { invoice: Pick<InvoiceRow, 'id' | 'contractId' | 'number'>; paymentId: string; cents: number },
): Promise<void> {
  if (refunded.cents <= 0) return;
  await recordEvents(tx, queue, [
    {
      contractId: refunded.invoice.contractId,
      type: 'paymentRefunded',
      data: {
        invoice: refunded.invoice.number,
        cents: refunded.cents,
        invoiceId: refunded.invoice.id,
        paymentId: refunded.paymentId,
      },
    },
  ]);
}
