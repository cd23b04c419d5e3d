import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Renders an invoice's PDF and stores it with its SHA-256 (invoice-pdfs.ts), queued in the transaction
 * that issues the invoice or changes it (paid after failing, refunded). Idempotent: a PDF already
 * stored for the invoice's state is kept, and a read before the job ran stores the same way.
 */
export const storeInvoicePdfJob = defineJob({
  name: 'billing.store-invoice-pdf',
  payload: z.object({ invoiceId: z.uuid() }),
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 60 },
  handler:
    ({ store }: { store: (invoiceId: string) => Promise<void> }) =>
    async ({ invoiceId }) => {
      await store(invoiceId);
    },
});
