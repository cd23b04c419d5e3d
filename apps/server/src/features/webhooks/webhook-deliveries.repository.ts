import { and, desc, eq, getTableColumns, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDelivery = Pick<
  typeof webhookDeliveries.$inferInsert,
  'endpointId' | 'messageId' | 'eventType' | 'payload' | 'nextAttemptAt'
>;

export async function insertDeliveries(
  tx: Queryable,
  rows: NewWebhookDelivery[],
): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(webhookDeliveries).values(rows).returning();
}

/** An endpoint's latest deliveries, newest first. */
export async function latestDeliveries(
  db: Queryable,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** A delivery to one of the account's endpoints, locked, with its endpoint; undefined otherwise. */
export async function lockOwnDelivery(tx: Queryable, userId: string, id: string) {
  const [row] = await tx
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.userId, userId)))
    .for('update', { of: webhookDeliveries });
  return row;
}

/** Makes a delivery pending again for an attempt now (a resend). */
export async function reopenDelivery(tx: Queryable, id: string, at: Date): Promise<WebhookDeliveryRow> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: at })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  if (!row) throw new Error(`webhook delivery ${id} vanished under its lock`);
  return row;
}

/**
 * Takes attempt number `attempt` of a pending delivery to an enabled endpoint: only when the attempt
 * before it is over (`next_attempt_at` set) and no one took this one yet. One statement, so of two
 * workers (two servers, or the queue running a job again) exactly one gets it; `next_attempt_at`
 * stays null while the attempt is under way. Answers the delivery and where it goes.
 */
export async function claimAttempt(db: Queryable, id: string, attempt: number, at: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt, lastAttemptAt: at, nextAttemptAt: null })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookEndpoints.id, webhookDeliveries.endpointId),
        isNull(webhookEndpoints.disabledReason),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempt - 1),
        isNotNull(webhookDeliveries.nextAttemptAt),
      ),
    )
    .returning({
      ...getTableColumns(webhookDeliveries),
      url: webhookEndpoints.url,
      secretSealed: webhookEndpoints.secretSealed,
    });
  return row;
}

/** A delivery and its endpoint's state, for an attempt that could not be taken. */
export async function deliveryState(db: Queryable, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, disabledReason: webhookEndpoints.disabledReason })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/**
 * Writes how attempt `attempt` went, if it is still the delivery's attempt under way (a resend or the
 * endpoint turned off meanwhile leaves it as they left it). Answers the row written, or undefined.
 */
export async function recordAttempt(
  tx: Queryable,
  id: string,
  attempt: number,
  outcome: Pick<WebhookDeliveryRow, 'status' | 'responseCode' | 'error' | 'nextAttemptAt'>,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set(outcome)
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, attempt),
        isNull(webhookDeliveries.nextAttemptAt),
      ),
    )
    .returning();
  return row;
}

/** Ends an endpoint's pending deliveries (it was turned off): they are tried no more. */
export async function stopPendingDeliveries(tx: Queryable, endpointId: string, error: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null, error })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

/**
 * Pending deliveries whose attempt has been marked under way since before `before`: the run that took
 * it is gone and no job of theirs is left to notice (a queue that gave up while the database was
 * away). Oldest first.
 */
export async function abandonedAttempts(db: Queryable, before: Date, limit: number) {
  return db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        isNull(webhookDeliveries.nextAttemptAt),
        lt(webhookDeliveries.lastAttemptAt, before),
      ),
    )
    .orderBy(webhookDeliveries.lastAttemptAt)
    .limit(limit);
}

/** Deletes the finished deliveries made before `before`; answers how many. */
export async function deleteFinishedDeliveries(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
