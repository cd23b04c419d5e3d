import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { integrationLimits } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { openSealedText } from '../auth/sealed-box.js';
import { deliverWebhookJob } from './deliver-webhook.job.js';
import {
  claimAttempt,
  deliveryState,
  recordAttempt,
  stopPendingDeliveries,
  type WebhookDeliveryRow,
} from './webhook-deliveries.repository.js';
import { disableFailing, lockEndpoint, markFailing, markSucceeding } from './webhook-endpoints.repository.js';
import { attemptError } from './webhook-errors.js';
import type { WebhookBody } from './webhook-events.js';
import { tellEndpointDisabled } from './webhook-disabled-email.js';
import { postWebhook, type AttemptResult } from './webhook-request.js';
import { nextAttemptAt } from './webhook-retry.js';

export interface WebhookDeliveryDeps {
  db: Db;
  queue: JobQueue;
  notifier: Notifier;
  /** Opens the endpoints' signing secrets (webhookSecretKey). */
  secretKey: Buffer;
  /** Production: https to public addresses only. */
  production: boolean;
  productName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const dayMs = 86_400_000;

/** A delivery's body as sent, the same bytes on every attempt: its fields in a fixed order. */
const bodyText = (body: WebhookBody) =>
  JSON.stringify({ type: body.type, timestamp: body.timestamp, data: body.data });

/**
 * Issue 34 §2: one attempt of a delivery, run by deliver-webhook.job.ts. The attempt is claimed in the
 * database before anything is sent (claimAttempt), so however many servers run the job, and however
 * often the queue runs it, attempt N of a delivery goes out at most once, under the delivery's one
 * message id and body. A failure schedules the next attempt (webhook-retry.ts) as a delayed job in the
 * transaction recording it; an endpoint failing for `webhookDisableAfterDays` is turned off, its
 * pending deliveries stopped and its owner emailed, once.
 */
export function webhookDelivery(deps: WebhookDeliveryDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // An attempt still marked under way this long after it began died with its run.
  const staleMs = deliverWebhookJob.retry.expireInSeconds * 1000;
  const userAgent = `${deps.productName.replace(/[^\w.-]+/g, '-')}-Webhooks/1.0`;

  async function send(delivery: WebhookDeliveryRow, url: string, secret: string): Promise<AttemptResult> {
    const body = bodyText(delivery.payload as WebhookBody);
    const sentAt = now();
    return postWebhook({
      url: new URL(url),
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': userAgent,
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(delivery.messageId, sentAt, body),
      },
      production: deps.production,
      timeoutMs: integrationLimits.webhookTimeoutMs,
    });
  }

  /** Counts a failure against the endpoint; past the days allowed, turns it off and tells its owner. */
  async function endpointFailed(tx: Transaction, endpointId: string, at: Date): Promise<void> {
    const since = await markFailing(tx, endpointId, at);
    if (!since || at.getTime() - since.getTime() < integrationLimits.webhookDisableAfterDays * dayMs) return;
    const disabled = await disableFailing(tx, endpointId);
    if (!disabled) return;
    await stopPendingDeliveries(tx, endpointId, attemptError({ status: null, failure: 'endpointDisabled' }));
    await tellEndpointDisabled(tx, deps, disabled, since);
    deps.log.warn({ endpoint: endpointId, since }, 'webhook endpoint turned off after failing');
  }

  async function record(delivery: WebhookDeliveryRow, attempt: number, result: AttemptResult) {
    const at = now();
    await db.transaction(async (tx) => {
      await lockEndpoint(tx, delivery.endpointId);
      if (!result.failure) {
        const written = await recordAttempt(tx, delivery.id, attempt, {
          status: 'succeeded',
          responseCode: result.status,
          error: '',
          nextAttemptAt: null,
        });
        if (written) await markSucceeding(tx, delivery.endpointId);
        return;
      }
      const next = nextAttemptAt(delivery.createdAt, attempt, at);
      const written = await recordAttempt(tx, delivery.id, attempt, {
        status: next ? 'pending' : 'failed',
        responseCode: result.status,
        error: attemptError(result),
        nextAttemptAt: next,
      });
      if (!written) return;
      if (next) {
        await deps.queue.enqueue(
          tx,
          deliverWebhookJob,
          { deliveryId: delivery.id, attempt: attempt + 1 },
          { startAfter: next },
        );
      }
      await endpointFailed(tx, delivery.endpointId, at);
    });
    deps.log.info(
      { delivery: delivery.id, attempt, status: result.status, failure: result.failure },
      'webhook attempt',
    );
  }

  /**
   * The attempt was not ours to make: finished, superseded by a resend, or already taken. Two cases
   * need more: an endpoint turned off with the delivery still pending (stopped now), and this very
   * attempt still marked under way, by a run that died (counted failed once stale; until then the
   * job is tried again later).
   */
  async function settleUnclaimed(deliveryId: string, attempt: number): Promise<void> {
    const state = await deliveryState(db, deliveryId);
    if (!state || state.delivery.status !== 'pending') return;
    const { delivery } = state;
    if (state.disabledReason) {
      const error = attemptError({ status: null, failure: 'endpointDisabled' });
      await db.transaction(async (tx) => {
        await lockEndpoint(tx, delivery.endpointId);
        await stopPendingDeliveries(tx, delivery.endpointId, error);
      });
      return;
    }
    if (delivery.attempts !== attempt || delivery.nextAttemptAt !== null) return;
    if (now().getTime() - (delivery.lastAttemptAt?.getTime() ?? 0) < staleMs) {
      throw new Error(`attempt ${attempt} of webhook delivery ${deliveryId} is under way`);
    }
    await record(delivery, attempt, { status: null, failure: 'interrupted' });
  }

  return {
    /** Makes attempt `attempt` of a delivery, if it is still to be made. */
    async attempt(deliveryId: string, attempt: number): Promise<void> {
      const claimed = await claimAttempt(db, deliveryId, attempt, now());
      if (!claimed) return settleUnclaimed(deliveryId, attempt);
      const { url, secretSealed, ...delivery } = claimed;
      const secret = openSealedText(secretSealed, deps.secretKey);
      const result: AttemptResult = secret
        ? await send(delivery, url, secret)
        : { status: null, failure: 'secretUnreadable' };
      await record(delivery, attempt, result);
    },
  };
}
