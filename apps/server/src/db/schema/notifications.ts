import { pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

/** Development outbox: what would have been emailed or texted when no real transport is set. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The queue job that delivered it; unique so a retried job does not write it twice. */
    jobId: text('job_id').notNull().unique(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_to_idx').on(table.to, table.createdAt)],
);
