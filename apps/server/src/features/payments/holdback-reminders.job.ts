import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * The daily reminders to invoice a holdback that may be released (holdback-reminders.ts), as a
 * periodic job (jobs/schedules.ts). A reminder is taken once per contract and day, so a retry or a
 * second server's run sends nothing twice.
 */
export const holdbackRemindersJob = defineJob({
  name: 'payments.holdback-reminders',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 600 },
  handler:
    ({ sweep }: { sweep: () => Promise<unknown> }) =>
    async () => {
      await sweep();
    },
});
