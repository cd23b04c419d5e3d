import { z } from 'zod';
import {
  apiKeyScopes,
  integrationLimits,
  webhookDeliveryStatuses,
  webhookEventTypes,
  webhookTestEventType,
} from '../integrations.js';
import { endpoint } from './endpoint.js';

/**
 * Settings › Integrations (issue 34): the account's API keys and webhook endpoints, and each
 * endpoint's deliveries. A key's token and an endpoint's signing secret are answered once, when made.
 */

export const apiKeySummarySchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Scopes: z.array(z.enum(apiKeyScopes)),
  /** The token's last four characters, to tell keys apart. */
  Last4: z.string(),
  CreatedTime: z.string(),
  /** When it last authenticated a request (to the minute), or null. */
  LastUsedTime: z.string().nullable(),
  /** null while active. */
  RevokedTime: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

export const apiKeyFormSchema = z.object({
  Name: z
    .string()
    .trim()
    .min(1, { error: 'apiKeyNameRequired' })
    .max(integrationLimits.apiKeyNameMaxLength, { error: 'apiKeyNameTooLong' }),
  Scopes: z
    .array(z.enum(apiKeyScopes, { error: 'apiKeyScopesRequired' }))
    .min(1, { error: 'apiKeyScopesRequired' })
    .max(apiKeyScopes.length, { error: 'apiKeyScopesRequired' })
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiKeyForm = z.input<typeof apiKeyFormSchema>;

const idBody = z.object({ Id: z.uuid({ error: 'commonNotFound' }) });

/**
 * An endpoint's address: https, or http://localhost outside production (the server checks that, and
 * that it is not a private address in production, when saving and again when delivering).
 */
const webhookUrl = z
  .string()
  .trim()
  .min(1, { error: 'webhookUrlInvalid' })
  .max(integrationLimits.webhookUrlMaxLength, { error: 'webhookUrlInvalid' })
  .refine((value) => URL.canParse(value), { error: 'webhookUrlInvalid' });

export const webhookEndpointFormSchema = z.object({
  Url: webhookUrl,
  Description: z
    .string()
    .trim()
    .max(integrationLimits.webhookDescriptionMaxLength, { error: 'webhookDescriptionTooLong' })
    .default(''),
  Events: z
    .array(z.enum(webhookEventTypes, { error: 'webhookEventsRequired' }))
    .min(1, { error: 'webhookEventsRequired' })
    .max(webhookEventTypes.length, { error: 'webhookEventsRequired' })
    .transform((events) => [...new Set(events)]),
});
export type WebhookEndpointForm = z.input<typeof webhookEndpointFormSchema>;

export const webhookEndpointSchema = z.object({
  Id: z.uuid(),
  Url: z.string(),
  Description: z.string(),
  Events: z.array(z.enum(webhookEventTypes)),
  Enabled: z.boolean(),
  /**
   * Why it was turned off: 'failing' (deliveries failed for `webhookDisableAfterDays`, the owner was
   * emailed) or 'owner' (turned off in Settings); null while enabled.
   */
  DisabledReason: z.enum(['failing', 'owner']).nullable(),
  /** Since when every delivery has failed, or null after a success. */
  FailingSinceTime: z.string().nullable(),
  CreatedTime: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  Id: z.uuid(),
  /** The event's id, sent as `webhook-id`: the same on every attempt and resend of this event. */
  MessageId: z.string(),
  EventType: z.union([z.enum(webhookEventTypes), z.literal(webhookTestEventType)]),
  Status: z.enum(webhookDeliveryStatuses),
  Attempts: z.number().int(),
  /** The last attempt's HTTP status, or null (no answer: refused, timed out). */
  ResponseCode: z.number().int().nullable(),
  /** What went wrong with the last attempt, in words, or ''. */
  Error: z.string(),
  CreatedTime: z.string(),
  LastAttemptTime: z.string().nullable(),
  /** When it is tried next, while pending. */
  NextAttemptTime: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const integrationsApi = {
  keys: endpoint({
    method: 'GET',
    path: '/api/app/integrations/keys',
    summary: 'The account’s API keys, active first then revoked, newest first (never their tokens)',
    access: 'signedIn',
    keyScope: null,
    data: z.array(apiKeySummarySchema),
  }),
  createKey: endpoint({
    method: 'POST',
    path: '/api/app/integrations/keys',
    summary: 'Makes an API key with a name and scopes; its token is answered this once and never again',
    access: 'signedIn',
    keyScope: null,
    body: apiKeyFormSchema,
    data: z.object({ Key: apiKeySummarySchema, Token: z.string() }),
  }),
  revokeKey: endpoint({
    method: 'POST',
    path: '/api/app/integrations/keys/revoke',
    summary: 'Revokes an API key: from now on it answers 401',
    access: 'signedIn',
    keyScope: null,
    body: idBody,
    data: apiKeySummarySchema,
  }),
  endpoints: endpoint({
    method: 'GET',
    path: '/api/app/integrations/webhooks',
    summary: 'The account’s webhook endpoints, oldest first',
    access: 'signedIn',
    keyScope: null,
    data: z.array(webhookEndpointSchema),
  }),
  createEndpoint: endpoint({
    method: 'POST',
    path: '/api/app/integrations/webhooks',
    summary:
      'Adds a webhook endpoint for the events chosen; its signing secret (whsec_…) is answered this once',
    access: 'signedIn',
    keyScope: null,
    body: webhookEndpointFormSchema,
    data: z.object({ Endpoint: webhookEndpointSchema, Secret: z.string() }),
  }),
  updateEndpoint: endpoint({
    method: 'PUT',
    path: '/api/app/integrations/webhooks',
    summary:
      'Changes an endpoint’s address, description and events, or turns it on or off (turning it on clears a failing state)',
    access: 'signedIn',
    keyScope: null,
    body: webhookEndpointFormSchema.extend({ Id: z.uuid({ error: 'commonNotFound' }), Enabled: z.boolean() }),
    data: webhookEndpointSchema,
  }),
  rollSecret: endpoint({
    method: 'POST',
    path: '/api/app/integrations/webhooks/secret',
    summary:
      'Replaces an endpoint’s signing secret: the new one (whsec_…) is answered this once and signs every delivery from now, retries of earlier events included',
    access: 'signedIn',
    keyScope: null,
    body: idBody,
    data: z.object({ Endpoint: webhookEndpointSchema, Secret: z.string() }),
  }),
  deleteEndpoint: endpoint({
    method: 'DELETE',
    path: '/api/app/integrations/webhooks',
    summary: 'Deletes an endpoint and its deliveries; nothing more is sent to it',
    access: 'signedIn',
    keyScope: null,
    body: idBody,
    data: z.null(),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/app/integrations/webhooks/deliveries',
    summary: `An endpoint’s last ${integrationLimits.listedDeliveries} deliveries, newest first`,
    access: 'signedIn',
    keyScope: null,
    query: z.object({ EndpointId: z.uuid({ error: 'commonNotFound' }) }),
    data: z.array(webhookDeliverySchema),
  }),
  sendTest: endpoint({
    method: 'POST',
    path: '/api/app/integrations/webhooks/test',
    summary: `Sends the endpoint a ${webhookTestEventType} event now, signed as every delivery is`,
    access: 'signedIn',
    keyScope: null,
    body: z.object({ EndpointId: z.uuid({ error: 'commonNotFound' }) }),
    data: webhookDeliverySchema,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/app/integrations/webhooks/resend',
    summary:
      'Sends a delivery again now, with the same webhook-id (an integration ignores an id it has seen)',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ Id: z.uuid({ error: 'commonNotFound' }) }),
    data: webhookDeliverySchema,
  }),
};
