import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Sends a scheduled payment reminder at its time. The reminder row decides: only the job whose id it
 * holds, while it is still 'scheduled', queues the messages, and it marks the row 'sent' in the same
 * transaction; a changed or cancelled reminder's old job, or a second run, does nothing.
 */
export const sendReminderJob = defineJob({
  name: 'reminders.send',
  payload: z.object({ reminderId: z.uuid() }),
  // Queuing a few messages takes milliseconds: a run not done in 30 s died with its process.
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 30 },
  handler:
    ({ deliver }: { deliver: (reminderId: string, jobId: string) => Promise<void> }) =>
    async ({ reminderId }, job) => {
      await deliver(reminderId, job.id);
    },
});
