import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A tax line as charged: kind (GST, HST, PST, QST, RST), rate in percent, cents. */
export interface StoredTaxLine {
  kind: string;
  ratePercent: number;
  cents: number;
}

/** Who issues an invoice (the operator), as printed on it. */
export interface InvoiceIssuer {
  name: string;
  address: string;
  gstNumber: string;
  qstNumber: string;
}

/** A plan's words in another language (issue 30 §2); a word missing reads the English. */
export interface PlanWords {
  name?: string;
  line1?: string;
  line2?: string;
  line3?: string;
}

/**
 * Subscription plans of doc 1 §3; seeded, prices in integer cents (CAD). Quotas are per month
 * (null: no limit); `months` is the billing interval (0 for the trial and the special plan).
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: smallint('type').notNull().unique(),
  name: text('name').notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  priceCents: integer('price_cents').notNull(),
  months: smallint('months').notNull().default(0),
  clientContractQuota: integer('client_contract_quota'),
  subcontractorContractQuota: integer('subcontractor_contract_quota'),
  templateQuota: integer('template_quota'),
  /** Extra agreements of each kind given once, on the account's first paid subscription. */
  welcomeBonus: integer('welcome_bonus').notNull().default(0),
  line1: text('line1').notNull().default(''),
  line2: text('line2').notNull().default(''),
  line3: text('line3').notNull().default(''),
  /** Name and lines in other languages, by language code. */
  translations: jsonb('translations').$type<Partial<Record<string, PlanWords>>>().notNull().default({}),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The account at the payment provider: one customer per account. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    /** 'Visa •••• 4242', as the provider reports the card; null until one is known. */
    paymentMethod: text('payment_method'),
    /** The local payment page's card: renewals fail when it is the "fails later" test card. */
    localCardFailsLater: boolean('local_card_fails_later').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_customers_provider_idx').on(table.provider, table.customerId)],
);

/**
 * A paid subscription, as the provider last told us (the account's plan in force is users.plan_type,
 * written in the same transaction). Status: active, past_due (a renewal failed), ended.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    planType: smallint('plan_type').notNull(),
    /** A plan switched to, from the next billing date. */
    nextPlanType: smallint('next_plan_type'),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_provider_idx').on(table.provider, table.providerSubscriptionId),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'ended')`),
  ],
);

/** Operator promo codes (`npm run admin -- promo …`): percent or amount off, once per account. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    percentOff: smallint('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    firstPaymentOnly: boolean('first_payment_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promo_codes_discount_check',
      sql`(${table.percentOff} between 1 and 100 and ${table.amountOffCents} is null) or (${table.percentOff} is null and ${table.amountOffCents} > 0)`,
    ),
  ],
);

/**
 * A checkout opened by the account: the amounts shown in the preview are the amounts charged.
 * `kind` subscription (planType) or topup (topUpType × quantity). Status open, complete, expired.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    planType: smallint('plan_type'),
    topUpType: smallint('top_up_type'),
    quantity: integer('quantity').notNull().default(1),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    creditCents: integer('credit_cents').notNull().default(0),
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    province: text('province').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    referralDiscount: boolean('referral_discount').notNull().default(false),
    /** How the discount and credit read on the invoice: 'SPRING: 20% off'. */
    discountLabel: text('discount_label').notNull().default(''),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('checkout_sessions_provider_idx').on(table.provider, table.providerSessionId),
    index('checkout_sessions_user_idx').on(table.userId, table.createdAt),
    check('checkout_sessions_kind_check', sql`${table.kind} in ('subscription', 'topup')`),
    check('checkout_sessions_status_check', sql`${table.status} in ('open', 'complete', 'expired')`),
  ],
);

/**
 * Invoices, numbered without gaps (billing_counters, in the transaction that issues them). Status as
 * doc 3 §4: 1 paid, 2 failed, 3 refunded, 4 partly refunded.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    /**
     * Null once the account is closed: an invoice is a tax record, kept with its number (no gaps) and
     * whom it billed (`billedTo`) for the retention period.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    discountLabel: text('discount_label').notNull().default(''),
    creditCents: integer('credit_cents').notNull().default(0),
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: smallint('status').notNull(),
    province: text('province').notNull(),
    /** Who was billed, as they were on the day (the business name and address may change later). */
    billedTo: jsonb('billed_to').$type<string[]>().notNull(),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The operator as printed on the invoice, taken when it was issued: a later change of the operator's
     * settings applies to later invoices only. Null for invoices issued before it was kept (taken at
     * their first rendering).
     */
    issuer: jsonb('issuer').$type<InvoiceIssuer>(),
    /** The language it was issued in (the account's, then): its PDF and emails read it for ever. */
    language: text('language').notNull().default('en'),
    /**
     * The PDF as rendered and stored (storage key) with its SHA-256 (hex), and the state it shows
     * (`status:refundedCents`): reads serve these bytes until the invoice itself changes (paid after
     * failing, refunded), which is rendered and stored once more.
     */
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    pdfState: text('pdf_state'),
  },
  (table) => [
    uniqueIndex('invoices_provider_idx').on(table.provider, table.providerInvoiceId),
    index('invoices_user_idx').on(table.userId, table.number),
    check('invoices_status_check', sql`${table.status} in (1, 2, 3, 4)`),
    check('invoices_kind_check', sql`${table.kind} in ('subscription', 'topup')`),
  ],
);

/** Each refund of an invoice, once per provider refund id. */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('invoice_refunds_cents_check', sql`${table.cents} > 0`)],
);

/** Gap-free counters (the invoice number), advanced under a row lock in the issuing transaction. */
export const billingCounters = pgTable('billing_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** Provider events already applied: a replay finds its id here and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account's credit: a referral reward adds (+), a payment that uses it subtracts (−); the balance
 * is the sum. `key` makes each entry once: referral:<referred user>, checkout:<session>,
 * renewal:<provider invoice>, so a replayed event cannot reward or spend twice.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cents: integer('cents').notNull(),
    reason: text('reason').notNull(),
    key: text('key').notNull().unique(),
    /** A credit moved to the provider's customer balance (Stripe applies it to the next invoice). */
    providerPushedAt: timestamp('provider_pushed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_credits_user_idx').on(table.userId),
    check(
      'account_credits_reason_check',
      sql`${table.reason} in ('referral', 'checkout', 'renewal', 'operator')`,
    ),
  ],
);

/** A promo code used on a completed checkout; the usage limit counts these. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_redemptions_once_idx').on(table.promoCodeId, table.userId)],
);

/**
 * Agreements beyond the monthly quota: the welcome bonus (once per account), top-ups bought, or
 * given by the operator. `contractType` 1 client, 0 sub-contractor. They do not lapse.
 */
export const contractAllowances = pgTable(
  'contract_allowances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractType: smallint('contract_type').notNull(),
    source: text('source').notNull(),
    quantity: integer('quantity').notNull(),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_allowances_user_idx').on(table.userId),
    uniqueIndex('contract_allowances_welcome_idx')
      .on(table.userId, table.contractType)
      .where(sql`${table.source} = 'welcome'`),
    uniqueIndex('contract_allowances_checkout_idx').on(table.checkoutSessionId, table.contractType),
    check('contract_allowances_source_check', sql`${table.source} in ('welcome', 'topup', 'operator')`),
    check('contract_allowances_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * One row per contract sent (a resend adds nothing), kept even if the contract goes: what was used
 * stays used. `chargedTo` quota, allowance or unlimited; 'amendment' for an amendment of a sent or
 * signed contract, which uses no quota (DECISIONS "Amendments are free of the quota") and is counted
 * apart.
 */
export const contractUsage = pgTable(
  'contract_usage',
  {
    contractId: uuid('contract_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractType: smallint('contract_type').notNull(),
    chargedTo: text('charged_to').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contract_usage_user_idx').on(table.userId, table.countedAt),
    check(
      'contract_usage_charged_check',
      sql`${table.chargedTo} in ('quota', 'allowance', 'unlimited', 'amendment')`,
    ),
  ],
);
