import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@tradepact/shared';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { deliverWebhookJob } from './deliver-webhook.job.js';
import { insertDeliveries, type NewWebhookDelivery } from './webhook-deliveries.repository.js';
import { subscribedEndpoints } from './webhook-endpoints.repository.js';
import {
  referencesOf,
  webhookBody,
  webhookTypeOf,
  type TrailEvent,
  type WebhookBody,
} from './webhook-events.js';
import { contractFacts, invoiceFacts, paymentFacts, signerFacts } from './webhook-facts.repository.js';

/** An event's id, sent as `webhook-id` to every endpoint it goes to, on every attempt and resend. */
export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

const present = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Sends the trail's events to the webhook endpoints subscribed to them (issue 34 §2), in the
 * transaction that records them: each event subscribed to gets one message id and body, one
 * delivery row per endpoint, and one queued job per delivery, all committed with the event or not at
 * all. Events no enabled endpoint of the contract's owner chose cost one query, and none at all for
 * events never sent as webhooks.
 */
export async function publishWebhookEvents(
  tx: Transaction,
  queue: JobQueue,
  events: TrailEvent[],
): Promise<void> {
  const typed = events.flatMap((event) => {
    const type = webhookTypeOf(event.type);
    return type ? [{ event, type }] : [];
  });
  if (typed.length === 0) return;
  const subscribers = await subscribedEndpoints(
    tx,
    [...new Set(typed.map(({ event }) => event.contractId))],
    [...new Set(typed.map(({ type }) => type))],
  );
  const wanted = typed
    .map(({ event, type }) => ({
      event,
      type,
      endpointIds: subscribers
        .filter((one) => one.contractId === event.contractId && one.events.includes(type))
        .map((one) => one.endpointId),
    }))
    .filter(({ endpointIds }) => endpointIds.length > 0);
  if (wanted.length === 0) return;

  const bodies = await bodiesOf(tx, wanted);
  const rows: NewWebhookDelivery[] = wanted.flatMap(({ type, endpointIds }, index) => {
    const messageId = newMessageId();
    const body = bodies[index];
    if (!body) throw new Error(`no webhook body for a ${type} event`);
    return endpointIds.map((endpointId) => ({
      endpointId,
      messageId,
      eventType: type,
      payload: body,
      nextAttemptAt: new Date(),
    }));
  });
  for (const delivery of await insertDeliveries(tx, rows)) {
    await queue.enqueue(tx, deliverWebhookJob, { deliveryId: delivery.id, attempt: 1 });
  }
}

/** Each event's body, built once whatever the number of its endpoints; the facts read in four queries. */
async function bodiesOf(
  tx: Transaction,
  wanted: { event: TrailEvent; type: WebhookEventType }[],
): Promise<WebhookBody[]> {
  const contractIds = [...new Set(wanted.map(({ event }) => event.contractId))];
  const references = wanted.map(({ event }) => referencesOf(event));
  // One after the other: the transaction is one connection.
  const contracts = await contractFacts(tx, contractIds);
  const signers = await signerFacts(tx, contractIds);
  const invoices = await invoiceFacts(tx, references.map((one) => one.invoiceId).filter(present));
  const payments = await paymentFacts(tx, references.map((one) => one.paymentId).filter(present));
  return wanted.map(({ event, type }, index) => {
    const contract = contracts.find((one) => one.id === event.contractId);
    if (!contract) throw new Error(`contract ${event.contractId} of a ${type} event not found`);
    const { invoiceId, paymentId } = references[index] ?? {};
    return webhookBody(type, event, {
      contract,
      signers: signers.filter((one) => one.contractId === event.contractId),
      invoice: invoices.find((one) => one.id === invoiceId),
      payment: payments.find((one) => one.id === paymentId),
    });
  });
}
