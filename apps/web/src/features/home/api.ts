import { useQuery } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@tradepact/shared';
import { dataOf, get } from '../../lib/http';

export const subscriptionPlansPath = '/api/site/subscriptionplans';

/** The public plan cards (doc 1 §2). The page shows a failure itself, so no toast. */
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: ['site', 'subscriptionplans'],
    queryFn: ({ signal }) =>
      get<SubscriptionPlan[]>(subscriptionPlansPath, undefined, { signal, toast: false }).then(dataOf),
  });
}
