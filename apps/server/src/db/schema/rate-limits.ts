import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters (http/rate-limits.ts), here rather than in each process's memory so that
 * every server on this database enforces one limit. A fixed window per key: `hits` since the window
 * opened, which ends at `resets_at` (the database's clock, so servers' clocks need not agree).
 * The table is unlogged (migration 0020): a crash forgets the counts, which only restarts windows.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is counted: `ip:<bucket>:<address>`, `account:<bucket>:user:<id>`, or a route's address. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  // Expired counters are deleted by their end (rate-limits.ts).
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);
