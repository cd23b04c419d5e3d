import { useQuery } from '@tanstack/react-query';
import { contractLifeApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../../lib/http';

export const deliveriesKey = (id: string) => ['app', 'contract', 'deliveries', id] as const;

/** While a message waits to go, its status is asked again this often: deliveries take seconds. */
const queuedPollMs = 5_000;

/**
 * What became of the latest signing request to each recipient of a contract (queued, sent, failed),
 * asked again while something is still queued.
 */
export function useDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async ({ signal }) =>
      dataOf(await call(contractLifeApi.deliveries, { id }, { signal, toast: false })),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((one) => one.Email === 'queued' || one.Text === 'queued') ? queuedPollMs : false,
  });
}
