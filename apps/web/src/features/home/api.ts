import { useQuery } from '@tanstack/react-query';
import { billingApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

/** The public plan cards (doc 1 §2). The page shows a failure itself, so no toast. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: ['site', 'subscriptionplans'],
    queryFn: async ({ signal }) => dataOf(await call(billingApi.plans, undefined, { signal, toast: false })),
  });
}
