import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per kind of read-mostly public content (plans, EULA, default terms, articles) that
 * statement triggers on its tables raise in the writing transaction (migration 0022), so no write path
 * can forget it. Every server compares it with the version its in-memory copy was read at
 * (cache/public-cache.ts): a change made through any server, or straight in the database, reaches all.
 */
export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
