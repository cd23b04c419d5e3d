import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The account row. The accounts feature adds credentials, activation and settings columns. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
