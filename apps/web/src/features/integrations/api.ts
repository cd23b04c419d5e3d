import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  ApiKeyForm,
  ApiKeySummary,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointForm,
} from '@tradepact/shared';
import { integrationsApi } from '@tradepact/shared/api-routes';
import { call, dataOf } from '../../lib/http';
import { deliveriesRefreshMs } from './deliveryPolling';

export type { ApiKeyForm, ApiKeySummary, WebhookDelivery, WebhookEndpoint, WebhookEndpointForm };

export const apiKeysKey = ['app', 'integrations', 'keys'] as const;
export const endpointsKey = ['app', 'integrations', 'webhooks'] as const;
export const deliveriesKey = (endpointId: string) =>
  ['app', 'integrations', 'webhooks', endpointId, 'deliveries'] as const;

/** The account's API keys, active first (never their tokens). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(integrationsApi.keys, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

/** The account's webhook endpoints, oldest first: the Settings list and each endpoint's page. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(integrationsApi.endpoints, undefined, { signal, toast: false })),
    staleTime: 0,
  });
}

/**
 * An endpoint's last deliveries, newest first, read again while one of them waits for its next try
 * (deliveryPolling.ts), so a test event or a resend shows how it went without a reload.
 */
export function useDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: async ({ signal }) =>
      dataOf(await call(integrationsApi.deliveries, { EndpointId: endpointId }, { signal, toast: false })),
    staleTime: 0,
    refetchInterval: (query) => deliveriesRefreshMs(query.state.data ?? [], Date.now()),
  });
}

// The forms show a refusal under its field (their own words for it come from the server), so
// their calls do not toast it.
export const createApiKey = (form: ApiKeyForm) => call(integrationsApi.createKey, form, { toast: false });
export const revokeApiKey = (id: string) => call(integrationsApi.revokeKey, { Id: id });
export const createEndpoint = (form: WebhookEndpointForm) =>
  call(integrationsApi.createEndpoint, form, { toast: false });
export const updateEndpoint = (
  endpoint: WebhookEndpointForm & { Id: string; Enabled: boolean },
  options?: { toast?: boolean },
) => call(integrationsApi.updateEndpoint, endpoint, options);
export const deleteEndpoint = (id: string) => call(integrationsApi.deleteEndpoint, { Id: id });
export const rollSecret = (id: string) => call(integrationsApi.rollSecret, { Id: id }, { toast: false });
export const sendTestEvent = (endpointId: string) =>
  call(integrationsApi.sendTest, { EndpointId: endpointId });
export const resendDelivery = (id: string) => call(integrationsApi.resend, { Id: id });

/** Puts a delivery the server just answered in the cached list (in its place, or first), then reads it again. */
export async function showDelivery(queryClient: QueryClient, endpointId: string, delivery: WebhookDelivery) {
  queryClient.setQueryData<WebhookDelivery[]>(deliveriesKey(endpointId), (list = []) =>
    list.some((each) => each.Id === delivery.Id)
      ? list.map((each) => (each.Id === delivery.Id ? delivery : each))
      : [delivery, ...list],
  );
  await queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
}

/** Puts an endpoint the server just answered in the cached list (in its place, or last). */
export function showEndpoint(queryClient: QueryClient, endpoint: WebhookEndpoint) {
  queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey, (list = []) =>
    list.some((each) => each.Id === endpoint.Id)
      ? list.map((each) => (each.Id === endpoint.Id ? endpoint : each))
      : [...list, endpoint],
  );
}
