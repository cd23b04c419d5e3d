import { z } from 'zod';
import { languages } from '../messages/index.js';
import {
  integratorContractDetailExample,
  integratorContractExample,
  integratorInvoiceExample,
  integratorProjectExample,
  integratorTemplateExample,
} from './integrator-examples.js';
import { paymentMethods, paymentStatuses } from './payments.js';

/**
 * What the integrator API answers (issue 34 §1; the table is api/integrator.ts): the account's
 * projects, contracts with their signers, invoices with their payments and clause templates, in
 * shapes promised to integrations (fields are only ever added), each with its example.
 */

const time = z.string().describe('A time: ISO 8601, UTC.');
const day = z.string().describe('A day: YYYY-MM-DD.');
const currency = z.literal('CAD').describe('Every amount is in cents of Canadian dollars.');

/** A project's status in the contractor's lists (doc 2 §4). */
export const integratorProjectStatuses = ['current', 'archived', 'pending'] as const;

export const integratorClientSchema = z.object({
  Id: z.uuid(),
  Name: z.string().describe('First and last name; empty for a client known only by their business.'),
  BusinessName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Language: z.enum(languages).describe('The language their contracts are written and sent in.'),
});

export const integratorProjectSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Address: z.string().describe('Where the work is.'),
    Unit: z.string(),
    City: z.string(),
    Province: z.string(),
    PostalCode: z.string(),
    Status: z
      .enum(integratorProjectStatuses)
      .describe('Where the contractor keeps it: current, archived (finished) or pending.'),
    Clients: z.array(integratorClientSchema).describe('Who signs its client contracts, in order.'),
    CreatedTime: time,
    UpdatedTime: time,
  })
  .meta({ example: integratorProjectExample });
export type IntegratorProject = z.infer<typeof integratorProjectSchema>;

/** A contract's status, as an integrator reads it (each told in the schema's description). */
export const integratorContractStatuses = [
  'draft',
  'sent',
  'signed',
  'sealed',
  'declined',
  'cancelled',
  'expired',
  'superseded',
] as const;
export type IntegratorContractStatus = (typeof integratorContractStatuses)[number];

export const integratorContractSchema = z
  .object({
    Id: z.uuid(),
    Number: z
      .number()
      .int()
      .describe(
        'The contractor’s contract number, printed on it; an amendment keeps it with a new Revision.',
      ),
    Revision: z.number().int(),
    AmendsId: z.uuid().nullable().describe('The contract this one amends, or null.'),
    ProjectId: z.uuid(),
    Type: z
      .enum(['client', 'subcontractor'])
      .describe('With the project’s clients, or with one of its sub-contractors.'),
    Status: z
      .enum(integratorContractStatuses)
      .describe(
        'draft: not sent. sent: waiting for signatures (some may have signed). signed: everyone signed; the sealed PDF is being made (seconds). sealed: signed and sealed; its PDF can be downloaded. declined: a signer declined it. cancelled: the contractor withdrew it. expired: not signed by its ExpiresOn day. superseded: replaced by an amendment before it was signed.',
      ),
    Title: z.string().describe('Its scope of services, shortened.'),
    CommencementDate: day.nullable(),
    CompletionDate: day.nullable(),
    ExpiresOn: day.nullable().describe('The last day the offer may be signed.'),
    PriceCents: z.number().int().nullable().describe('The price before tax; null while a draft has none.'),
    TaxCents: z
      .number()
      .int()
      .nullable()
      .describe('The sales tax of the project’s province on the contract’s day, and the price with it.'),
    TotalCents: z.number().int().nullable(),
    Currency: currency,
    CreatedTime: time,
    UpdatedTime: time,
    SentTime: time.nullable(),
    SealedTime: time.nullable().describe('When the signed contract was sealed (Status `sealed`).'),
    ClientCancelledTime: time
      .nullable()
      .describe('When a consumer cancelled the sealed contract within their period to cancel.'),
  })
  .meta({ example: integratorContractExample });
export type IntegratorContract = z.infer<typeof integratorContractSchema>;

/** Where a signer is (each told in the schema's description). */
export const integratorSignerStatuses = [
  'waiting',
  'viewed',
  'change_requested',
  'signed',
  'declined',
] as const;
export type IntegratorSignerStatus = (typeof integratorSignerStatuses)[number];

export const integratorSignerSchema = z.object({
  Name: z.string(),
  BusinessName: z.string(),
  Email: z.string(),
  Role: z.enum(['client', 'subcontractor']),
  Status: z
    .enum(integratorSignerStatuses)
    .describe(
      'waiting: not opened yet; viewed; change_requested: asked the contractor for a change; signed; declined.',
    ),
  ViewedTime: time.nullable().describe('When they first opened it.'),
  SignedTime: time.nullable(),
  DeclinedTime: time.nullable(),
  ChangeRequestedTime: time.nullable().describe('Their latest request for a change.'),
});

export const integratorContractDetailSchema = integratorContractSchema
  .extend({
    ScopeOfServices: z.string(),
    Signers: z
      .array(integratorSignerSchema)
      .describe('The people asked to sign it, in the order of its signature blocks; none on a draft.'),
    SealedSha256: z
      .string()
      .nullable()
      .describe('The SHA-256 (hex) of the sealed PDF, once sealed: /verify finds the contract by it.'),
    SealedPdfUrl: z.string().nullable().describe('Where the sealed PDF is downloaded, once sealed.'),
  })
  .meta({ example: integratorContractDetailExample });
export type IntegratorContractDetail = z.infer<typeof integratorContractDetailSchema>;

/** An invoice's state (each told in the schema's description). */
export const integratorInvoiceStatuses = ['issued', 'partly_paid', 'paid', 'overdue'] as const;
export type IntegratorInvoiceStatus = (typeof integratorInvoiceStatuses)[number];

export const integratorPaymentSchema = z.object({
  Id: z.uuid(),
  Method: z.enum(paymentMethods),
  Status: z
    .enum(paymentStatuses)
    .describe(
      'reported: the client says they sent an e-Transfer, not yet confirmed; pending: a card payment started and not finished; received; cancelled: a report the contractor refused.',
    ),
  AmountCents: z.number().int(),
  RefundedCents: z.number().int().describe('What was refunded of it.'),
  CreatedTime: time,
  ReceivedTime: time.nullable(),
});

export const integratorInvoiceSchema = z
  .object({
    Id: z.uuid(),
    Number: z.number().int().describe('The contractor’s invoice number.'),
    ContractId: z.uuid(),
    ProjectId: z.uuid(),
    Description: z
      .string()
      .describe('The payment of the contract it bills, as printed ("Deposit", "Payment 2").'),
    IssuedOn: day,
    DueOn: day,
    Status: z
      .enum(integratorInvoiceStatuses)
      .describe('issued: not paid yet; partly_paid; paid; overdue: past its DueOn day and not paid.'),
    GrossCents: z.number().int(),
    HoldbackCents: z
      .number()
      .int()
      .describe('Held back by law (Ontario’s Construction Act), paid on the holdback’s own invoice.'),
    NetCents: z.number().int(),
    TaxCents: z.number().int(),
    TotalCents: z.number().int().describe('What the client is asked to pay: net with tax.'),
    PaidCents: z.number().int().describe('Received, less refunded.'),
    Currency: currency,
    IssuedTime: time,
    DisputedTime: time.nullable(),
    Payments: z.array(integratorPaymentSchema),
  })
  .meta({ example: integratorInvoiceExample });
export type IntegratorInvoice = z.infer<typeof integratorInvoiceSchema>;

export const integratorTemplateSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Language: z.enum(languages).describe('The language its clauses are written in.'),
    Clauses: z.number().int().describe('How many clauses it holds.'),
  })
  .meta({ example: integratorTemplateExample });
export type IntegratorTemplate = z.infer<typeof integratorTemplateSchema>;
