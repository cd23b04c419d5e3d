import type { Queryable } from '../../db/database.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { appendEvents } from '../signing/signers.service.js';
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
    invoice: Pick<InvoiceRow, 'contractId' | 'number'>;
    paymentId: string;
    cents: number;
    method: string;
  },
): Promise<void> {
  await appendEvents(tx, [
    {
      contractId: received.invoice.contractId,
      type: 'paymentReceived',
      data: { invoice: received.invoice.number, cents: received.cents, method: received.method },
    },
  ]);
  await queue.enqueue(tx, paymentReceivedJob, { paymentId: received.paymentId });
}

/** A refund of a payment (in part or in full), on the contract's trail like the payment it reverses. */
export async function paymentRefunded(
  tx: Queryable,
  refunded: { invoice: Pick<InvoiceRow, 'contractId' | 'number'>; cents: number },
): Promise<void> {
  if (refunded.cents <= 0) return;
  await appendEvents(tx, [
    {
      contractId: refunded.invoice.contractId,
      type: 'paymentRefunded',
      data: { invoice: refunded.invoice.number, cents: refunded.cents },
    },
  ]);
}
