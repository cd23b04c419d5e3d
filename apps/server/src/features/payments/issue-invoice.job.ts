import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Finishes issuing an invoice: renders its PDF once from what the row kept, stores it with its
 * SHA-256, then emails it (attached) and texts its pay link to the clients, in the invoice's language.
 * A retry finds the PDF stored and renders nothing again.
 */
export const issueInvoiceJob = defineJob({
  name: 'payments.issue-invoice',
  payload: z.object({ invoiceId: z.uuid() }),
  // Rendering a one-page PDF takes a second or two: a run not done in 2 minutes died with its process.
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 120 },
  handler:
    ({ issue }: { issue: (invoiceId: string) => Promise<void> }) =>
    async ({ invoiceId }) => {
      await issue(invoiceId);
    },
});
