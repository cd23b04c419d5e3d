import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.js';
import { clients, subcontractors } from './projects.js';

/**
 * A person asked to sign a sent contract (a client of the project, or the sub-contractor), with their
 * own signing key. The key's SHA-256 finds the signer; the key itself is kept only sealed under the
 * server's link key (`keySealed`), so that a resend sends the same link and a copy of the database
 * alone opens no contract. The key works while the contract is Sent, unexpired and this signer has
 * not signed.
 */
export const contractSigners = pgTable(
  'contract_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** Order on the document (0, 1, …): the signature block this signer fills. */
    position: smallint('position').notNull(),
    /** Doc 2 §3 party type: 1 the sub-contractor, 2 a client. */
    partyType: smallint('party_type').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    subcontractorId: uuid('subcontractor_id').references(() => subcontractors.id, { onDelete: 'set null' }),
    /** Name, business, email and mobile as they were when the contract was sent. */
    name: text('name').notNull(),
    businessName: text('business_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    keyIssuedAt: timestamp('key_issued_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The key, AES-256-GCM under the link key derived from the auth secret (signing-keys.ts): what a
     * resend sends again. Null for a key issued before it was kept, or one sealed under another secret:
     * a resend then gives a new key.
     */
    keySealed: text('key_sealed'),
    /**
     * The queue jobs of the latest request sent to this signer (message_deliveries says what became
     * of each); no text job when no text went.
     */
    emailJobId: text('email_job_id'),
    smsJobId: text('sms_job_id'),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    /** The last opening the audit trail recorded (issue 32 §6: every view, a reload not counted apart). */
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    views: smallint('views').notNull().default(0),
    /** The signature image this signer uploaded last (storage key), until they sign with it. */
    uploadedSignatureKey: text('uploaded_signature_key'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** 'drawn' (an image from the pad) or 'typed' (the full name typed as the signature). */
    signatureMethod: text('signature_method'),
    signatureKey: text('signature_key'),
    typedName: text('typed_name'),
    /**
     * Quebec (Charter of the French language s. 55, issue 31 §3): when this signer, shown the French
     * version first, expressly wished to be bound by the English one; null when they did not.
     */
    englishWishedAt: timestamp('english_wished_at', { withTimezone: true }),
    /**
     * Issue 32 §4: the contract opens for this signer only in a browser where they entered a code
     * texted to `phone` (signing_codes), as the contractor asked when sending.
     */
    codeRequired: boolean('code_required').notNull().default(false),
    signIp: text('sign_ip'),
    signUserAgent: text('sign_user_agent'),
  },
  (table) => [
    unique('contract_signers_key_hash_key').on(table.keyHash),
    unique('contract_signers_position_key').on(table.contractId, table.position),
    index('contract_signers_client_idx').on(table.clientId),
    index('contract_signers_subcontractor_idx').on(table.subcontractorId),
    index('contract_signers_email_idx').on(table.email),
    check('contract_signers_party_check', sql`${table.partyType} in (1, 2)`),
    check(
      'contract_signers_method_check',
      sql`${table.signedAt} is null or ${table.signatureMethod} in ('drawn', 'typed', 'paper')`,
    ),
  ],
);

/**
 * The contract's audit trail: what happened, when, by whom, from where. Rows are only ever added: a
 * trigger (migration 0011) refuses any update, and any delete except the one that goes with its
 * contract (a draft or an unsigned contract of a deleted account; a signed contract is never deleted).
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The signer it concerns, if any (no foreign key: the trail outlives nothing it names). */
    signerId: uuid('signer_id'),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorName: text('actor_name').notNull().default(''),
    actorEmail: text('actor_email').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** Versioned details of the event: `{ v: 1, … }`. */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('contract_events_contract_idx').on(table.contractId, table.at)],
);

/**
 * A payment-term reminder a contractor sends to the clients of a signed contract (doc 2 §4): now,
 * or at a chosen time by the queue. A term's RemindedTime is the last time one of its reminders went.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** The receivable it reminds of: 'deposit', 'term-0', 'term-1'… (shared `receivablesOf`). */
    termId: text('term_id').notNull(),
    message: text('message').notNull(),
    /** Null: sent at once. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /** 'scheduled', 'sent' or 'cancelled'. */
    status: text('status').notNull().default('scheduled'),
    /** The queue job that sends it, so a changed or cancelled reminder's job finds it gone. */
    jobId: text('job_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** How many texts and emails it sent (the daily SMS cap counts the texts). */
    smsCount: smallint('sms_count').notNull().default(0),
    emailCount: smallint('email_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_reminders_contract_idx').on(table.contractId, table.termId),
    index('payment_reminders_sent_idx').on(table.sentAt),
    check('payment_reminders_status_check', sql`${table.status} in ('scheduled', 'sent', 'cancelled')`),
  ],
);

/**
 * The keys a signer was given before their current one ("send a new link", issue 32 §1): their link
 * says it was replaced, rather than that it is not valid.
 */
export const replacedSigningKeys = pgTable(
  'replaced_signing_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => contractSigners.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('replaced_signing_keys_signer_idx').on(table.signerId)],
);
