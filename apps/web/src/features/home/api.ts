import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billingApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';

/**
 * The public plan cards (doc 1 §2), worded in the page's language: asked again when it changes.
 * The page shows a failure itself, so no toast.
 */
export function useSubscriptionPlans() {
  const { language } = useTranslation().i18n;
  return useQuery({
    queryKey: ['site', 'subscriptionplans', language],
    queryFn: async ({ signal }) => dataOf(await call(billingApi.plans, undefined, { signal, toast: false })),
  });
}
