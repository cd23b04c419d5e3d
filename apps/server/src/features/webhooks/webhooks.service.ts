import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  integrationLimits,
  webhookTestEventType,
  type WebhookDelivery,
  type WebhookEndpoint,
  type integrationsApi,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, badRequest, notFound } from '../../http/app-error.js';
import type { JobQueue } from '../../queue/queue.js';
import { keyFromAuthSecret, sealText } from '../auth/sealed-box.js';
import { deliverWebhookJob } from './deliver-webhook.job.js';
import {
  insertDeliveries,
  latestDeliveries,
  lockOwnDelivery,
  reopenDelivery,
  stopPendingDeliveries,
  type WebhookDeliveryRow,
} from './webhook-deliveries.repository.js';
import {
  deleteOwnEndpoint,
  endpointsOf,
  insertEndpoint,
  lockedEndpointCount,
  ownEndpoint,
  updateOwnEndpoint,
  type WebhookEndpointRow,
} from './webhook-endpoints.repository.js';
import { resolveAll, webhookUrlAllowed } from './webhook-address.js';
import { attemptError, errorWords } from './webhook-errors.js';
import { testBody } from './webhook-events.js';
import { newMessageId } from './webhook-publish.service.js';

type EndpointForm = z.output<NonNullable<typeof integrationsApi.createEndpoint.body>>;
type EndpointUpdate = z.output<NonNullable<typeof integrationsApi.updateEndpoint.body>>;

/** The key that seals endpoints' signing secrets, derived from the server's auth secret. */
export const webhookSecretKey = (authSecret: Uint8Array) => keyFromAuthSecret(authSecret, 'webhook secrets');

/** A signing secret as Standard Webhooks writes one: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface WebhooksDeps {
  db: Db;
  queue: JobQueue;
  /** webhookSecretKey(AUTH_SECRET). */
  secretKey: Buffer;
  /** Production: https to public addresses only. */
  production: boolean;
  /** How an endpoint's host is looked up when saved (a test gives its own). */
  resolve?: (host: string) => Promise<string[]>;
}

function endpointDto(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    Id: row.id,
    Url: row.url,
    Description: row.description,
    Events: row.events,
    Enabled: row.disabledReason === null,
    DisabledReason: row.disabledReason ?? null,
    FailingSinceTime: row.failingSince?.toISOString() ?? null,
    CreatedTime: row.createdAt.toISOString(),
  };
}

function deliveryDto(row: WebhookDeliveryRow, language: string): WebhookDelivery {
  return {
    Id: row.id,
    MessageId: row.messageId,
    EventType: row.eventType,
    Status: row.status,
    Attempts: row.attempts,
    ResponseCode: row.responseCode,
    Error: errorWords(row.error, row.responseCode, language),
    CreatedTime: row.createdAt.toISOString(),
    LastAttemptTime: row.lastAttemptAt?.toISOString() ?? null,
    NextAttemptTime: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

/**
 * Settings › Integrations' webhook endpoints (issue 34 §2): each account's own, so another account's
 * id is answered as unknown. An address is checked when saved (webhook-address.ts) and again by every
 * delivery; the signing secret is answered once and kept sealed.
 */
/** The account's endpoints as Settings lists them (never their secrets), oldest first. */
export async function webhookEndpointsOf(db: Db, userId: string): Promise<WebhookEndpoint[]> {
  return (await endpointsOf(db, userId)).map(endpointDto);
}

export function webhooksService(deps: WebhooksDeps) {
  const { db, queue } = deps;
  const resolve = deps.resolve ?? resolveAll;

  async function checkedUrl(text: string): Promise<string> {
    const url = new URL(text);
    if (!(await webhookUrlAllowed(url, deps.production, resolve))) throw badRequest('webhookUrlNotAllowed');
    return url.href;
  }

  async function ownOrNotFound(userId: string, id: string): Promise<WebhookEndpointRow> {
    const endpoint = await ownEndpoint(db, userId, id);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  return {
    list: (userId: string) => webhookEndpointsOf(db, userId),

    async create(userId: string, form: EndpointForm): Promise<{ Endpoint: WebhookEndpoint; Secret: string }> {
      const url = await checkedUrl(form.Url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        if ((await lockedEndpointCount(tx, userId)) >= integrationLimits.maxWebhookEndpoints) {
          throw new AppError(409, 'webhookEndpointLimitReached');
        }
        return insertEndpoint(tx, {
          userId,
          url,
          description: form.Description,
          events: form.Events,
          secretSealed: sealText(secret, deps.secretKey),
        });
      });
      return { Endpoint: endpointDto(row), Secret: secret };
    },

    /**
     * Saves the address, description and events; turning it on clears its failing state, turning it
     * off (by its owner) stops what is pending for it. One turned off for failing stays so named.
     */
    async update(userId: string, form: EndpointUpdate): Promise<WebhookEndpoint> {
      const current = await ownOrNotFound(userId, form.Id);
      const url = await checkedUrl(form.Url);
      const wasEnabled = current.disabledReason === null;
      const row = await db.transaction(async (tx) => {
        const saved = await updateOwnEndpoint(tx, userId, form.Id, {
          url,
          description: form.Description,
          events: form.Events,
          ...(form.Enabled && !wasEnabled && { disabledReason: null, failingSince: null }),
          ...(!form.Enabled && wasEnabled && { disabledReason: 'owner' as const }),
        });
        if (!saved) throw notFound();
        if (!form.Enabled && wasEnabled) {
          await stopPendingDeliveries(
            tx,
            saved.id,
            attemptError({ status: null, failure: 'endpointDisabled' }),
          );
        }
        return saved;
      });
      return endpointDto(row);
    },

    /**
     * A new signing secret for the endpoint, answered this once: every attempt from now is signed with
     * it, pending retries included (each attempt reads the secret it is sent with). What a changed
     * AUTH_SECRET left unreadable is mended so, without adding the endpoint again.
     */
    async rollSecret(userId: string, id: string): Promise<{ Endpoint: WebhookEndpoint; Secret: string }> {
      const secret = newWebhookSecret();
      const row = await updateOwnEndpoint(db, userId, id, { secretSealed: sealText(secret, deps.secretKey) });
      if (!row) throw notFound();
      return { Endpoint: endpointDto(row), Secret: secret };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await db.transaction((tx) => deleteOwnEndpoint(tx, userId, id)))) throw notFound();
    },

    /** The endpoint's latest deliveries, newest first, their errors worded in `language`. */
    async deliveries(userId: string, endpointId: string, language: string): Promise<WebhookDelivery[]> {
      await ownOrNotFound(userId, endpointId);
      const rows = await latestDeliveries(db, endpointId, integrationLimits.listedDeliveries);
      return rows.map((row) => deliveryDto(row, language));
    },

    /** A `webhook.test` event to this endpoint now, whatever events it chose; refused while it is off. */
    async sendTest(userId: string, endpointId: string, language: string): Promise<WebhookDelivery> {
      const endpoint = await ownOrNotFound(userId, endpointId);
      if (endpoint.disabledReason) throw new AppError(409, 'webhookEndpointDisabled');
      const now = new Date();
      const delivery = await db.transaction(async (tx) => {
        const [row] = await insertDeliveries(tx, [
          {
            endpointId,
            messageId: newMessageId(),
            eventType: webhookTestEventType,
            payload: testBody(endpointId, now),
            nextAttemptAt: now,
          },
        ]);
        if (!row) throw new Error('test delivery insert returned nothing');
        await queue.enqueue(tx, deliverWebhookJob, { deliveryId: row.id, attempt: 1 });
        return row;
      });
      queue.wake(deliverWebhookJob);
      return deliveryDto(delivery, language);
    },

    /**
     * A new attempt of a delivery now: the same message id and body, so an integration that already
     * took it can tell. An attempt already under way is left to finish (and answered as it stands).
     */
    async resend(userId: string, deliveryId: string, language: string): Promise<WebhookDelivery> {
      const delivery = await db.transaction(async (tx) => {
        const found = await lockOwnDelivery(tx, userId, deliveryId);
        if (!found) throw notFound();
        if (found.endpoint.disabledReason) throw new AppError(409, 'webhookEndpointDisabled');
        const underWay = found.delivery.status === 'pending' && found.delivery.nextAttemptAt === null;
        if (underWay) return found.delivery;
        const reopened = await reopenDelivery(tx, deliveryId, new Date());
        await queue.enqueue(tx, deliverWebhookJob, { deliveryId, attempt: reopened.attempts + 1 });
        return reopened;
      });
      queue.wake(deliverWebhookJob);
      return deliveryDto(delivery, language);
    },
  };
}
