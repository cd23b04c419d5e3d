import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Published EULA versions; the newest is in force. */
export const eulaVersions = pgTable('eula_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().unique(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
