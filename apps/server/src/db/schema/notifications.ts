import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

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

/**
 * What became of a message whose sender wants to know (a signing request): 'queued' when its job was
 * queued, then 'sent' once the transport (SMTP, Twilio, the outbox) took it, or 'failed' once its
 * last try failed. Written in the queuing transaction and by the job: nothing kept in memory.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    jobId: text('job_id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('message_deliveries_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`)],
);
