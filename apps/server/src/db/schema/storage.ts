import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The marker file each file storage of this database's servers holds (storage/shared-storage-check.ts):
 * a server whose storage lacks a marker another server confirmed recently does not see that server's
 * files, and refuses to start.
 */
export const storageMarkers = pgTable('storage_markers', {
  /** The marker's storage key. */
  key: text('key').primaryKey(),
  /** Where the server that wrote it keeps its files, for the refusal's message. */
  location: text('location').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a running server last confirmed the marker in its storage. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
