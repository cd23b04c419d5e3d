import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/** Moves an account's new credit to the payment provider's customer balance (credits.ts). */
export const pushCreditsJob = defineJob({
  name: 'billing.push-credits',
  payload: z.object({ userId: z.uuid() }),
  retry: { limit: 20, delaySeconds: 30, backoff: true, expireInSeconds: 60 },
  handler:
    ({ push }: { push: (userId: string) => Promise<void> }) =>
    async ({ userId }) => {
      await push(userId);
    },
});
