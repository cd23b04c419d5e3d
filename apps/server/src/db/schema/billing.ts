import { integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Subscription plans of doc 1 §3; seeded, prices in integer cents (CAD). */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: smallint('type').notNull().unique(),
  name: text('name').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  line1: text('line1').notNull().default(''),
  line2: text('line2').notNull().default(''),
  line3: text('line3').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
