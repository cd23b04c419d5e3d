import { type OutboxMessage } from '@tradepact/shared';
import { notificationsApi } from '@tradepact/shared/api-routes';
import { useQuery } from '@tanstack/react-query';
import { call, dataOf } from '../../lib/http';
export const outboxRefreshMs = 5_000;

/** `disabled`: the server has no outbox (production, or a real email/SMS provider is configured). */
export type OutboxState = { disabled: true } | { disabled: false; messages: OutboxMessage[] };

async function fetchOutbox(to: string, signal: AbortSignal): Promise<OutboxState> {
  const envelope = await call(notificationsApi.outbox, { to: to || undefined }, { signal, toast: false });
  if (envelope.Type === 404) return { disabled: true };
  const messages = [...dataOf(envelope)].sort((a, b) => b.CreatedTime.localeCompare(a.CreatedTime));
  return { disabled: false, messages };
}

/** The development outbox, newest first, re-read every 5 seconds while it exists. */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    refetchInterval: (query) => (query.state.data?.disabled ? false : outboxRefreshMs),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
