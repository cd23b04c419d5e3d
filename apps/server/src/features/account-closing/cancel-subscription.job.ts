import { z } from 'zod';
import { defineJob } from '../../jobs/job.js';
import type { PaymentProvider } from '../billing/provider.js';

/**
 * Ends a closed account's subscription at its provider, at once: a renewal Stripe is still retrying
 * (past due) is not charged after the closing. Queued in the closing's transaction, so it runs only
 * if the account was closed, and retried until the provider takes it; `cancelNow` is idempotent.
 */
export const cancelSubscriptionJob = defineJob({
  name: 'billing.cancel-closed-subscription',
  payload: z.object({ provider: z.string().min(1), subscriptionId: z.string().min(1) }),
  retry: { limit: 20, delaySeconds: 60, backoff: true, expireInSeconds: 120 },
  handler:
    ({ provider }: { provider: PaymentProvider }) =>
    async (payload) => {
      // Only an operator can fix this (the install's provider changed): failing keeps it in sight.
      if (payload.provider !== provider.name) {
        throw new Error(
          `subscription ${payload.subscriptionId} is at ${payload.provider}, the install uses ${provider.name}`,
        );
      }
      await provider.cancelNow(payload.subscriptionId);
    },
});
