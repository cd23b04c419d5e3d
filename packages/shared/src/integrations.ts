/**
 * Integrations (issue 34): what an API key may do and which events a webhook endpoint may be sent.
 * The server enforces these, Settings › Integrations offers them and docs/api/integrations.md lists them.
 */

/**
 * What a key may be given: read contracts and projects; create and send contracts; read payments.
 * A key acts as its account (same policies, limits, quotas) within these.
 */
export const apiKeyScopes = ['contracts:read', 'contracts:send', 'payments:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts so, which tells a key from a session's access token in `Authorization: Bearer`. */
export const apiKeyPrefix = 'tp_';

/**
 * What happened, as a webhook's `type`. `contract.signed` is sent for each signer; `contract.completed`
 * once the signed contract is sealed (with its SHA-256).
 */
export const webhookEventTypes = [
  'contract.sent',
  'contract.viewed',
  'contract.signed',
  'contract.completed',
  'contract.declined',
  'contract.change_requested',
  'contract.cancelled',
  'contract.expired',
  'invoice.issued',
  'payment.received',
  'payment.refunded',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event "send a test event" sends: never one of the real ones, so an integration can tell. */
export const webhookTestEventType = 'webhook.test';

export const integrationLimits = {
  /** Active (not revoked) keys per account. */
  maxActiveApiKeys: 10,
  /** Requests one key may make a minute, on all endpoints together (counted in the database). */
  apiKeyRequestsPerMinute: 120,
  apiKeyNameMaxLength: 60,
  /** Endpoints per account. */
  maxWebhookEndpoints: 10,
  webhookUrlMaxLength: 500,
  webhookDescriptionMaxLength: 100,
  /** The deliveries an endpoint's page lists, newest first. */
  listedDeliveries: 50,
  /** A delivery request's time limit: past it the attempt failed (and is tried again). */
  webhookTimeoutMs: 10_000,
  /** An endpoint whose deliveries have failed this long without one success is turned off. */
  webhookDisableAfterDays: 3,
  /** How long a delivery keeps being tried. */
  webhookRetryHours: 24,
  /** How long a finished delivery stays listed on its endpoint's page before it is deleted. */
  webhookDeliveryRetentionDays: 30,
} as const;

/** The state of one delivery of an event to an endpoint. */
export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];
