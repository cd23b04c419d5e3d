import { sql } from 'drizzle-orm';
import type { ContractForm, ContractStatus, ContractType } from '@tradepact/shared';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { projects, subcontractors } from './projects.js';
import { users } from './users.js';

/** One signature block of a rendered contract: which party signs there, and where (PDF points). */
export interface SignatureBox {
  /** 'contractor', or the signer's position among the recipients (0, 1, …). */
  party: 'contractor' | number;
  /** 1-based page number. */
  page: number;
  /** From the page's bottom-left corner, in points. */
  x: number;
  y: number;
  width: number;
  height: number;
}
export type SignatureLayout = SignatureBox[];

/**
 * A contractor's clause template (doc 3 §3 "Term template"): a named list of clause HTML for one kind
 * of contract. The built-in default template is not stored here: it is the published default terms.
 */
export const customTerms = pgTable(
  'custom_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    /** The language its clauses are written in: the builder offers a contract's language first. */
    language: text('language').notNull().default('en'),
    /** 0 a sub-contractor contract, 1 a client contract. */
    type: smallint('type').$type<ContractType>().notNull(),
    /** Clause HTML, sanitised on the way in. */
    terms: jsonb('terms').$type<string[]>().notNull(),
    /** Its terms changed after a contract had used them. */
    isChanged: boolean('is_changed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('custom_terms_owner_idx').on(table.ownerId, table.type),
    check('custom_terms_type_check', sql`${table.type} in (0, 1)`),
  ],
);

/**
 * A contract of a project (doc 2 §3): whose it is, its party, its place in an amendment chain and its
 * status. These are what the project rules read (a signed contract keeps its project; a sub-contractor
 * with contracts stays on the project); the contract builder adds the content.
 *
 * A signed contract is a legal record and outlives its neighbours (migration 0009): nothing cascades
 * into this table, a trigger refuses any delete of a signed row, and deleting an account keeps its
 * signed contracts detached (owner, project and sub-contractor null) while its other contracts go.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only on a signed contract whose account was deleted. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Null only on a signed contract whose account was deleted. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** 0 a sub-contractor contract, 1 a client contract. */
    type: smallint('type').$type<ContractType>().notNull(),
    /** The sub-contractor of a type 0 contract; null once the contract is detached. */
    subcontractorId: uuid('subcontractor_id').references(() => subcontractors.id),
    /** On an amendment, the contract it replaces; only the last of a chain is current. */
    originalId: uuid('original_id').references((): AnyPgColumn => contracts.id, { onDelete: 'restrict' }),
    status: text('status').$type<ContractStatus>().notNull().default('Draft'),
    /** The contract form (doc 3 §3), validated against the shared schema before it is stored. */
    data: jsonb('data')
      .$type<ContractForm>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The builder's key for a new draft: a repeated first save finds the draft it made. */
    token: text('token'),
    /** The template the clauses came from; null for the default template or a deleted one. */
    termsId: uuid('terms_id').references(() => customTerms.id, { onDelete: 'set null' }),
    /** The last day the offer may be signed, in the contractor's province. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /**
     * The unguessable code printed in every page's QR code (100 bits, Crockford base32): it names this
     * contract, so a printed and scanned copy is filed against it.
     */
    documentCode: text('document_code'),
    /** The contractor's own contract number (1, 2, 3…), printed on the document. */
    number: integer('number').notNull(),
    /** 0 for an original, then one more for each amendment of the chain. */
    revision: smallint('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was first sent for signature. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The contractor's own words for the signing email (issue 29 §4), as sent: above the button of
     * the request and of every reminder of it. '' when none.
     */
    sendMessage: text('send_message').notNull().default(''),
    /** The PDF as sent (storage key) and its SHA-256 (hex): what every recipient was asked to sign. */
    originalPdfKey: text('original_pdf_key'),
    originalSha256: text('original_sha256'),
    /**
     * Where the parties' signatures go on the sent PDF (page and box of each signature block, in PDF
     * points), measured when it was rendered, so sealing draws into the very file that was sent.
     */
    signatureLayout: jsonb('signature_layout').$type<SignatureLayout>(),
    /** The sealed PDF (signatures, audit certificate, seal) and its SHA-256 (hex), set with Signed. */
    sealedPdfKey: text('sealed_pdf_key'),
    sealedSha256: text('sealed_sha256'),
    /**
     * The seal run that holds the work (a random token) and since when: the seal claims it in a short
     * transaction, stamps and seals with no transaction open, and only the run still holding the claim
     * may commit its file. A claim older than the seal job's expiry belongs to a dead run.
     */
    sealClaim: uuid('seal_claim'),
    sealClaimedAt: timestamp('seal_claimed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** A copy signed on paper, as scanned and uploaded (one PDF; images combined), and its SHA-256. */
    paperScanKey: text('paper_scan_key'),
    paperScanSha256: text('paper_scan_sha256'),
    /**
     * Quebec's English version (issue 31 §3): a Quebec consumer contract is sent in French, and when
     * the contractor also wants English the English PDF as sent is kept beside it, with its SHA-256 and
     * signature layout; it is sealed instead of the French only if every client expressly wished it.
     */
    englishPdfKey: text('english_pdf_key'),
    englishSha256: text('english_sha256'),
    englishSignatureLayout: jsonb('english_signature_layout').$type<SignatureLayout>(),
    /**
     * When a consumer cancelled the signed contract within the cancellation period (issue 31 §2), from
     * the completion email's link; the status stays Signed (a signed contract never changes status),
     * and lists read it as Cancelled by the client.
     */
    clientCancelledAt: timestamp('client_cancelled_at', { withTimezone: true }),
    /** When the contractor was told that the unsigned offer expired (once). */
    expiryNotifiedAt: timestamp('expiry_notified_at', { withTimezone: true }),
  },
  (table) => [
    index('contracts_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('contracts_owner_token_idx').on(table.ownerId, table.token),
    unique('contracts_document_code_key').on(table.documentCode),
    unique('contracts_owner_number_key').on(table.ownerId, table.number, table.revision),
    unique('contracts_sealed_sha256_key').on(table.sealedSha256),
    index('contracts_terms_idx').on(table.termsId),
    index('contracts_project_idx').on(table.projectId),
    index('contracts_subcontractor_idx').on(table.subcontractorId),
    index('contracts_original_idx').on(table.originalId),
    check(
      'contracts_status_check',
      sql`${table.status} in ('Draft', 'Sent', 'Signed', 'Cancelled', 'Declined', 'Superseded')`,
    ),
    check(
      'contracts_signed_sealed_check',
      sql`${table.status} <> 'Signed' or ${table.sealedPdfKey} is not null`,
    ),
    check(
      'contracts_party_check',
      sql`(${table.type} = 0 and (${table.subcontractorId} is not null or ${table.ownerId} is null)) or (${table.type} = 1 and ${table.subcontractorId} is null)`,
    ),
    check(
      'contracts_detached_check',
      sql`(${table.ownerId} is not null and ${table.projectId} is not null) or (${table.status} = 'Signed' and ${table.ownerId} is null and ${table.projectId} is null)`,
    ),
  ],
);

/** A schedule (doc 3 §3 "Attachment"): slot 0 is Schedule A, up to D. */
export const contractAttachments = pgTable(
  'contract_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    title: text('title').notNull().default(''),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (table) => [
    unique('contract_attachments_slot_key').on(table.contractId, table.slot),
    index('contract_attachments_file_idx').on(table.fileId),
    check('contract_attachments_slot_check', sql`${table.slot} between 0 and 3`),
  ],
);
