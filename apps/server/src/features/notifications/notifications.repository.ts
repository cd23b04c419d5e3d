import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The newest messages of the development outbox, to one address or to all, newest first. */
export function recentOutboxMessages(
  db: Queryable,
  to: string | undefined,
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(to === undefined ? undefined : eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
