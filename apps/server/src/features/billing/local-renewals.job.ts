import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';

/**
 * The local payment page's renewals as a periodic job (Stripe renews its own). Event ids derive from
 * each subscription and its period, so a second run over the same period changes nothing.
 */
export const localRenewalsJob = defineJob({
  name: 'billing.local-renewals',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false, expireInSeconds: 540 },
  handler:
    ({ renew }: { renew: () => Promise<unknown> }) =>
    async () => {
      await renew();
    },
});
