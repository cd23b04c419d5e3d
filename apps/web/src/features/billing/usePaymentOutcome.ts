import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '../../lib/http';
import { readCheckoutOutcome, reloadBilling } from './api';

/** While the provider has not confirmed a payment, the page asks again this often… */
// Under readkey's limit of 30 calls a minute per address (it also reads activation keys).
export const outcomePollMs = 2500;
/** …for at most this long; then it says the confirmation is slow. */
export const outcomePollLimitMs = 60_000;

const maxReads = Math.ceil(outcomePollLimitMs / outcomePollMs);

/**
 * What became of the checkout `key` names (doc 3 §7), asked again every 1.5 s while it is open, for up
 * to a minute. The account changes when the provider confirms the payment, never because the browser
 * came back: once the server says complete, the subscription's answers and flags are read again.
 */
export function usePaymentOutcome(key: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['app', 'checkoutOutcome', key];
  const outcome = useQuery({
    queryKey,
    queryFn: async ({ signal }) => dataOf(await readCheckoutOutcome(key ?? '', signal)),
    enabled: key !== null,
    staleTime: 0,
    gcTime: 0,
    // Every answer counts towards the minute, even one that says the same as the last.
    notifyOnChangeProps: ['data', 'error', 'dataUpdatedAt'],
    refetchInterval: (query) =>
      query.state.data?.Status === 'open' && query.state.dataUpdateCount < maxReads ? outcomePollMs : false,
  });
  const status = outcome.data?.Status;

  useEffect(() => {
    if (status === 'complete') void reloadBilling(queryClient);
  }, [status, queryClient]);

  return {
    outcome: outcome.data ?? null,
    /** Still open after a minute of asking. */
    slow: status === 'open' && (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) >= maxReads,
    error: outcome.isError ? outcome.error.message : null,
    retry: () => void outcome.refetch(),
  };
}
