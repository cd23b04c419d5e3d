import { and, arrayOverlaps, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { contracts, webhookEndpoints } from '../../db/schema/index.js';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** An account's endpoints, oldest first. */
export async function endpointsOf(db: Queryable, userId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** One of the account's endpoints; undefined for another account's, or none. */
export async function ownEndpoint(
  db: Queryable,
  userId: string,
  id: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  return row;
}

/**
 * How many endpoints the account has, counted under a lock serialising its additions, so that two at
 * once cannot both pass the count below the limit. An advisory lock: nothing else waits on it.
 */
export async function lockedEndpointCount(tx: Queryable, userId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${userId}`}, 0))`);
  const [row] = await tx
    .select({ count: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.count ?? 0;
}

export async function insertEndpoint(
  tx: Queryable,
  values: Pick<WebhookEndpointRow, 'userId' | 'url' | 'description' | 'events' | 'secretSealed'>,
): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return row;
}

/** Changes one of the account's endpoints; undefined when it is not theirs. */
export async function updateOwnEndpoint(
  tx: Queryable,
  userId: string,
  id: string,
  values: Partial<
    Pick<
      WebhookEndpointRow,
      'url' | 'description' | 'events' | 'disabledReason' | 'failingSince' | 'secretSealed'
    >
  >,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the account's endpoints with its deliveries; false when it is not theirs. */
export async function deleteOwnEndpoint(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/**
 * The enabled endpoints of these contracts' owners subscribed to any of `types`, with the contract
 * each was found for: one statement, through the contracts' keys and the endpoints' owner index.
 */
export async function subscribedEndpoints(
  tx: Queryable,
  contractIds: string[],
  types: WebhookEventType[],
): Promise<{ endpointId: string; contractId: string; events: WebhookEventType[] }[]> {
  return tx
    .select({ endpointId: webhookEndpoints.id, contractId: contracts.id, events: webhookEndpoints.events })
    .from(contracts)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, contracts.ownerId))
    .where(
      and(
        inArray(contracts.id, contractIds),
        isNull(webhookEndpoints.disabledReason),
        arrayOverlaps(webhookEndpoints.events, types),
      ),
    );
}

/**
 * Locks an endpoint before its deliveries are written: every writer takes the endpoint first, so two
 * attempts recording at once (one of them turning the endpoint off and stopping the other's
 * delivery) wait for each other instead of deadlocking. Not a key lock: new deliveries still insert.
 */
export async function lockEndpoint(tx: Queryable, id: string): Promise<void> {
  await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .for('no key update');
}

/**
 * The endpoint's failing state after a failed attempt: failing since now unless it already was.
 * Answers since when, or undefined once the endpoint is off (or gone).
 */
export async function markFailing(tx: Queryable, id: string, at: Date): Promise<Date | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledReason)))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? undefined;
}

/** A success ends the failing state. */
export async function markSucceeding(tx: Queryable, id: string): Promise<void> {
  await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, id));
}

/**
 * Turns an enabled endpoint off for failing; answers it when this call did (so its owner is told
 * once, whichever of two failing attempts gets here first), undefined when it already was off.
 */
export async function disableFailing(tx: Queryable, id: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ disabledReason: 'failing' })
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledReason)))
    .returning();
  return row;
}
