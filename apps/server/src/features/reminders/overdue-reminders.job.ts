import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * The automatic reminders of overdue invoices (overdue-reminders.ts), as a periodic job
 * (jobs/schedules.ts). Each reminder is counted on its invoice in the transaction that sends it, so a
 * retry or a second server's run sends nothing twice.
 */
export const overdueRemindersJob = defineJob({
  name: 'reminders.overdue',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 600 },
  handler:
    ({ sweep }: { sweep: () => Promise<unknown> }) =>
    async () => {
      await sweep();
    },
});
