import type { JobQueue, Transaction } from '../../queue/queue.js';
import { publishWebhookEvents } from '../webhooks/webhook-publish.service.js';
import { appendEvents, type AuditEvent } from './audit.repository.js';

/**
 * The one way an event enters a contract's audit trail: appended, then sent to the webhook endpoints
 * subscribed to it (issue 34 §2), in the caller's transaction, so an event is never recorded without
 * its deliveries queued, nor delivered without being recorded.
 */
export async function recordEvents(tx: Transaction, queue: JobQueue, events: AuditEvent[]): Promise<void> {
  await publishWebhookEvents(tx, queue, await appendEvents(tx, events));
}
