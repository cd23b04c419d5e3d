import { useQuery } from '@tanstack/react-query';
import { contractLifeApi } from '@tradepact/shared/api-routes';
import type { RecipientDelivery } from '@tradepact/shared';
import { call, dataOf } from '../../../lib/http';

export const deliveriesKey = (id: string) => ['app', 'contract', 'deliveries', id] as const;

/** While a message waits to go, its status is asked again this often: deliveries take seconds. */
const queuedPollMs = 5_000;
/**
 * Asked at most this many times per opened list: retries with backoff can keep a message queued for
 * longer, and a line left open should not poll the server all day; reopening the list asks once more.
 */
const queuedPollLimit = 60;

/** How soon to ask again, from the answer and how many answers came: false when not at all. */
export function deliveryPollInterval(
  deliveries: readonly RecipientDelivery[] | undefined,
  answers: number,
): number | false {
  const queued = deliveries?.some((one) => one.Email === 'queued' || one.Text === 'queued') ?? false;
  return queued && answers < queuedPollLimit ? queuedPollMs : false;
}

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
    refetchInterval: (query) => deliveryPollInterval(query.state.data, query.state.dataUpdateCount),
  });
}
