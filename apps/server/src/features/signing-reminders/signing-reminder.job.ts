import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * Sends one reminder to sign, by email or by text, when its time comes (signing-reminders table). The
 * reminder's row decides: only the job whose id it holds for that channel, while the row is still
 * 'scheduled' and the channel not done, queues the messages, and marks the channel done in the same
 * transaction; a retry, the same job run on a second server, or a changed schedule's old job does
 * nothing.
 */
export const signingReminderJob = defineJob({
  name: 'signing.reminder',
  payload: z.object({ reminderId: z.uuid(), channel: z.enum(['email', 'text']) }),
  // Queuing a few messages takes milliseconds: a run not done in 30 s died with its process.
  retry: { limit: 20, delaySeconds: 10, backoff: true, expireInSeconds: 30 },
  handler:
    ({
      deliver,
    }: {
      deliver: (reminderId: string, channel: 'email' | 'text', jobId: string) => Promise<void>;
    }) =>
    async ({ reminderId, channel }, job) => {
      await deliver(reminderId, channel, job.id);
    },
});
