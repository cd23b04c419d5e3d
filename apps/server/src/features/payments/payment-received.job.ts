import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/** Sends the receipts of a payment received: to the client and to the contractor (issue 33 §3). */
export const paymentReceivedJob = defineJob({
  name: 'payments.received',
  payload: z.object({ paymentId: z.uuid() }),
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 60 },
  handler:
    ({ sendReceipts }: { sendReceipts: (paymentId: string) => Promise<void> }) =>
    async ({ paymentId }) => {
      await sendReceipts(paymentId);
    },
});
