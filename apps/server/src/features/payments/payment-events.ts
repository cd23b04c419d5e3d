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
