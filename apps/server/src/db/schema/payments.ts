import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxLine } from '@tradepact/shared';
import { contracts } from './contracts.js';
import { users } from './users.js';

/**
 * How a contractor is paid (issue 33), Settings › Getting paid: the address clients send Interac
 * e-Transfers to, and whether overdue invoices are reminded without them (default off).
 */
export const paymentSettings = pgTable('payment_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** '' when none: the pay page then offers no e-Transfer. */
  etransferEmail: text('etransfer_email').notNull().default(''),
  overdueReminders: boolean('overdue_reminders').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invoice to the client of a signed contract for one line of what they owe (issue 33 §2): the
 * deposit, a term, the balance or the holdback's release. Everything it bills is kept as issued (the
 * amounts, the taxes, the words, the language), and its PDF is rendered once from those and stored with
 * its SHA-256: nothing issued changes. Numbered per contractor. The client opens it under its own key
 * (its SHA-256 finds the invoice; the key itself sealed like a signing key, so a reminder sends the
 * same link).
 */
export const clientInvoices = pgTable(
  'client_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The contractor's own invoice number (1, 2, 3…). */
    number: integer('number').notNull(),
    /** The receivable it bills: 'deposit', 'term-0'…, 'balance', 'holdback'. */
    receivableKey: text('receivable_key').notNull(),
    /** What it bills, in its language, as printed ("Payment 2: Rough-in"). */
    description: text('description').notNull(),
    language: text('language').notNull(),
    /** The project's province: its tax, holdback and clock. */
    province: text('province').notNull(),
    grossCents: integer('gross_cents').notNull(),
    holdbackCents: integer('holdback_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxLines: jsonb('tax_lines').$type<TaxLine[]>().notNull(),
    taxCents: integer('tax_cents').notNull(),
    payableCents: integer('payable_cents').notNull(),
    /** The invoice's day where the work is, and the day it falls due. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    payKeyHash: text('pay_key_hash').notNull(),
    payKeySealed: text('pay_key_sealed').notNull(),
    /** The PDF as issued (storage key) and its SHA-256 (hex); null until the issuing job stored it. */
    pdfKey: text('pdf_key'),
    pdfSha256: text('pdf_sha256'),
    /** When its email and text were queued: the issuing job's retries send them once. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeReason: text('dispute_reason').notNull().default(''),
    /** When it was last reminded automatically as overdue, and how many times. */
    overdueRemindedAt: timestamp('overdue_reminded_at', { withTimezone: true }),
    overdueReminders: integer('overdue_reminders').notNull().default(0),
  },
  (table) => [
    unique('client_invoices_owner_number_key').on(table.ownerId, table.number),
    unique('client_invoices_contract_receivable_key').on(table.contractId, table.receivableKey),
    unique('client_invoices_pay_key_hash_key').on(table.payKeyHash),
    check(
      'client_invoices_amounts_check',
      sql`${table.payableCents} = ${table.netCents} + ${table.taxCents}`,
    ),
  ],
);

/**
 * A payment against a client invoice: an e-Transfer the client reported or the contractor recorded,
 * or a card payment through Stripe. Partial payments add up; a refund lowers what it paid.
 */
export const clientPayments = pgTable(
  'client_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => clientInvoices.id, { onDelete: 'cascade' }),
    /** 'etransfer', 'card' or 'other'. */
    method: text('method').notNull(),
    /** 'reported', 'pending', 'received' or 'cancelled' (shared `paymentStatuses`). */
    status: text('status').notNull(),
    /** As reported or started; once received, what arrived. */
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Stripe's ids, for a card payment: the checkout session, then its payment intent. */
    stripeSessionId: text('stripe_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    cardLast4: text('card_last4'),
    /** When the receipts were queued: the receipts job's retries send them once. */
    receiptsSentAt: timestamp('receipts_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('client_payments_invoice_idx').on(table.invoiceId, table.createdAt),
    unique('client_payments_stripe_session_key').on(table.stripeSessionId),
    unique('client_payments_stripe_intent_key').on(table.stripePaymentIntentId),
    check(
      'client_payments_status_check',
      sql`${table.status} in ('reported', 'pending', 'received', 'cancelled')`,
    ),
    check('client_payments_method_check', sql`${table.method} in ('etransfer', 'card', 'other')`),
    check(
      'client_payments_amounts_check',
      sql`${table.amountCents} >= 0 and ${table.refundedCents} between 0 and ${table.amountCents}`,
    ),
  ],
);

/**
 * The contractor reminded that a contract's holdback may be released and invoiced (issue 33 §5), once
 * per day it falls due: the row is taken before the email is queued, in one transaction, so two
 * servers' sweeps send it once.
 */
export const holdbackReminders = pgTable(
  'holdback_reminders',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The release day it was about: the lien period's end, or an anniversary. */
    releaseOn: date('release_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.releaseOn] })],
);
