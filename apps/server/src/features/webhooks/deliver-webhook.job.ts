import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * One attempt of a webhook delivery (webhook-delivery.ts): numbered, so that a second run of the job,
 * or a second job for the same attempt (a resend beside a scheduled retry), sends nothing twice. A
 * failed attempt queues the next one as a job of its own, delayed by the delivery's schedule; this
 * job's own retries only cover a run that could not finish (the database away, a process gone).
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  payload: z.object({ deliveryId: z.uuid(), attempt: z.number().int().min(1) }),
  // A request is cut at 10 s: a run not done in a minute died with its process, and its next run
  // finds the attempt under way for that long and counts it failed (webhook-delivery.ts).
  retry: { limit: 10, delaySeconds: 30, backoff: true, expireInSeconds: 60 },
  handler:
    ({ attempt }: { attempt: (deliveryId: string, attempt: number) => Promise<void> }) =>
    async ({ deliveryId, attempt: number }) => {
      await attempt(deliveryId, number);
    },
});
