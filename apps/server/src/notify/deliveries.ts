import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { messageDeliveries } from '../db/schema/index.js';

export type DeliveryStatus = (typeof messageDeliveries.$inferSelect)['status'];

/** What a message job tells of its fate: only a tracked message (a row queued for it) is recorded. */
export interface DeliveryLog {
  record(jobId: string, status: Exclude<DeliveryStatus, 'queued'>): Promise<void>;
}

/** Starts tracking a message, in the transaction that queues its job. */
export async function trackDelivery(tx: Queryable, jobId: string, channel: 'email' | 'sms'): Promise<void> {
  await tx.insert(messageDeliveries).values({ jobId, channel });
}

export function deliveryLog(db: Queryable): DeliveryLog {
  return {
    async record(jobId, status) {
      await db
        .update(messageDeliveries)
        .set({ status, updatedAt: new Date() })
        .where(eq(messageDeliveries.jobId, jobId));
    },
  };
}

/** The status of each tracked job named, by job id; an untracked one is absent. */
export async function deliveryStatuses(
  db: Queryable,
  jobIds: readonly string[],
): Promise<Map<string, DeliveryStatus>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: messageDeliveries.jobId, status: messageDeliveries.status })
    .from(messageDeliveries)
    .where(inArray(messageDeliveries.jobId, [...jobIds]));
  return new Map(rows.map((row) => [row.jobId, row.status]));
}

/**
 * Marks failed the messages still queued `after` ms after they were queued: their job can no longer
 * be trying, so it failed where the handler could not say so (a process that died on the last try,
 * which pg-boss fails without running the handler). Answers how many.
 */
export async function giveUpStaleDeliveries(db: Queryable, now: Date, after: number): Promise<number> {
  const given = await db
    .update(messageDeliveries)
    .set({ status: 'failed', updatedAt: now })
    .where(
      and(
        eq(messageDeliveries.status, 'queued'),
        lt(messageDeliveries.updatedAt, new Date(now.getTime() - after)),
      ),
    )
    .returning({ jobId: messageDeliveries.jobId });
  return given.length;
}
