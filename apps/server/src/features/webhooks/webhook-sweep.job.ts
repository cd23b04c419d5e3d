import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/** The webhooks' housekeeping (webhook-sweep.ts), as a periodic job (jobs/schedules.ts). */
export const webhookSweepJob = defineJob({
  name: 'webhooks.sweep',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 600 },
  handler:
    ({ sweep }: { sweep: () => Promise<unknown> }) =>
    async () => {
      await sweep();
    },
});
