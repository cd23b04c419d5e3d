import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * The signing sweeps (lost seals, lapsed offers) as a periodic job: jobs/schedules.ts runs it once per
 * period whichever server's clock claims the occurrence. A run repeats nothing a run before it did
 * (a requeued seal is a singleton, a lapse is told once), so a retry is harmless.
 */
export const signingSweepJob = defineJob({
  name: 'signing.sweep',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 240 },
  handler:
    ({ sweep }: { sweep: () => Promise<unknown> }) =>
    async () => {
      await sweep();
    },
});
