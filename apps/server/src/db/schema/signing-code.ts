import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractSigners } from './signing.js';

/**
 * The codes texted to a signer whose contract opens only with one (issue 32 §4), each stored as an
 * HMAC under a key derived from the auth secret: a copy of the database alone does not let anyone try
 * the million codes offline. A code is entered once, within its time, and five wrong entries void it.
 * The rows are also the record of what was sent, which the per-signer limits count.
 */
export const signingCodes = pgTable(
  'signing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => contractSigners.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was entered right, or voided by wrong entries; null while it may still be entered. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('signing_codes_signer_idx').on(table.signerId, table.createdAt)],
);
