import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientCancellation } from '@tradepact/shared';
import { signingApi } from '@tradepact/shared/api-routes';
import { ApiError, call, dataOf, unreachableType } from '../../../lib/http';

export type { ClientCancellation };

export const clientCancellationKey = (code: string) => ['signing', 'cancellation', code] as const;

/**
 * The signed contract the completion email's key opens for cancelling (issue 31 §2): what is
 * cancelled, the last day, and the cancellation once recorded. A refusal (no right, the period ended)
 * is an ApiError carrying the server's words.
 */
export function useClientCancellation(code: string) {
  return useQuery({
    queryKey: clientCancellationKey(code),
    queryFn: async ({ signal }) =>
      dataOf(await call(signingApi.clientCancellation, { code }, { signal, toast: false })),
    staleTime: Infinity,
    retry: false,
  });
}

/** Cancels under the key; the answer (the recorded cancellation) replaces what the page shows. */
export function useCancelByClient(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string) =>
      dataOf(await call(signingApi.cancelByClient, { code, reason }, { toast: false })),
    onSuccess: (answer) => client.setQueryData(clientCancellationKey(code), answer),
  });
}

/** The server refused the key (no right to cancel, the period ended…): its words are all to show. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.type !== unreachableType && error.type < 500;
}
