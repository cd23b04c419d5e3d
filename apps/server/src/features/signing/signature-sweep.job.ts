import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Removes the recipients' signature images that no signer names (signature-files.ts), as a periodic
 * job (jobs/schedules.ts): once an hour on one server. Deleting what is already gone is harmless, so a
 * retry or an overlapping run does no harm.
 */
export const signatureSweepJob = defineJob({
  name: 'signing.signature-sweep',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 900 },
  handler:
    ({ sweep }: { sweep: () => Promise<unknown> }) =>
    async () => {
      await sweep();
    },
});
