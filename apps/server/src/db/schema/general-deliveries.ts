import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per account a general campaign (an announcement, a blog article) was queued for, written in
 * the transaction that queues its messages: a second run, or a run resumed after a crash, skips it.
 */
export const generalDeliveries = pgTable(
  'general_deliveries',
  {
    /** What was announced: `announcement:<version>` or `article:<id>`. */
    campaign: text('campaign').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaign, table.userId] })],
);
