import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A contractor's Stripe account (Connect, Express), where clients' card payments go (issue 33 §3):
 * created once, from Settings › Getting paid, and its state as Stripe last told it (on the way back
 * from Stripe's set-up page, and by the Connect webhook's account.updated).
 */
export const connectedAccounts = pgTable('connected_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeAccountId: text('stripe_account_id').notNull().unique('connected_accounts_stripe_account_key'),
  /** Clients can pay this contractor by card. */
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  /** Stripe pays out to the contractor's bank. */
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** The contractor finished Stripe's onboarding form. */
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
