import { sql } from 'drizzle-orm';
import { check, index, integer, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope, WebhookDeliveryStatus, WebhookEventType } from '@tradepact/shared';
import { users } from './users.js';

/**
 * An account's API keys (issue 34 §1). The token (`tp_…`) is shown once and never stored: its
 * SHA-256 finds the key, its last four characters tell keys apart. A revoked key stays listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** Hex SHA-256 of the whole token. */
    tokenHash: text('token_hash').notNull().unique(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute, so a busy key costs no write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

/**
 * An account's webhook endpoints (issue 34 §2). The signing secret (`whsec_…`, shown once) is kept
 * sealed under a key derived from AUTH_SECRET, as signing links' keys are: deliveries need it back to
 * sign, and a copy of the database alone cannot forge them.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** null while enabled; 'failing' (turned off after failing for days, owner emailed) or 'owner'. */
    disabledReason: text('disabled_reason').$type<'failing' | 'owner'>(),
    /** The first failed attempt since the last success; null when the last attempt succeeded. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_user_idx').on(table.userId),
    check('webhook_endpoints_disabled_reason', sql`${table.disabledReason} in ('failing', 'owner')`),
  ],
);

/**
 * One event to one endpoint, with its attempts (issue 34 §2). `message_id` is the event's id, sent as
 * `webhook-id` on every attempt and resend of it, and the body is kept as first sent: the same event is
 * never delivered as two different ids or bodies.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** `msg_…`: one per event, shared by every endpoint it is delivered to. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType | 'webhook.test'>().notNull(),
    /**
     * The JSON body: { type, timestamp, data }. `json`, not `jsonb`: kept as written, its keys in the
     * order the documentation shows them.
     */
    payload: json('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_status', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
