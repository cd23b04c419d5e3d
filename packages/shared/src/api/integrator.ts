import { z } from 'zod';
import { contractLimits } from '../contract/form.js';
import { languages } from '../messages/index.js';
import { endpoint } from './endpoint.js';
import {
  integratorContractCreateExample,
  integratorContractDetailExample,
  integratorContractExample,
  integratorInvoiceExample,
  integratorProjectExample,
  integratorTemplateExample,
  pageExample,
} from './integrator-examples.js';
import { paymentMethods, paymentStatuses } from './payments.js';
import { personalMessageSchema } from './sending.js';

/**
 * The integrator API (issue 34 §1): what a contractor's other tools read and do with an API key
 * (`Authorization: Bearer tp_…`), or with a signed-in session. Its shapes are a promise to those tools,
 * kept apart from the pages' own: fields are only ever added. Lists are paged; ids are asked in the
 * query (`?Id=`); times are ISO 8601 in UTC, days YYYY-MM-DD; money is in cents of CAD.
 */

/** Where the sealed PDF of a contract is downloaded (`?Id=`): bytes, so not in the table. */
export const integratorSealedPdfPath = '/api/v1/contract/sealedpdf';

export const integratorPageSizeMax = 100;
const pageError = { error: 'integratorPageInvalid' } as const;
const pageQuery = {
  Page: z.coerce.number(pageError).int(pageError).min(1, pageError).max(100_000, pageError).default(1),
  PageSize: z.coerce
    .number(pageError)
    .int(pageError)
    .min(1, pageError)
    .max(integratorPageSizeMax, pageError)
    .default(50),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    /** The page answered, from 1. */
    Page: z.number().int(),
    PageSize: z.number().int(),
    /** How many there are in all, over every page. */
    Total: z.number().int(),
  });

const time = z.string();
const day = z.string();
const currency = z.literal('CAD');

/** A project's status in the contractor's lists (doc 2 §4). */
export const integratorProjectStatuses = ['current', 'archived', 'pending'] as const;

export const integratorClientSchema = z.object({
  Id: z.uuid(),
  /** First and last name; '' for a client known only by their business. */
  Name: z.string(),
  BusinessName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  /** The language their contracts are written and sent in. */
  Language: z.enum(languages),
});

export const integratorProjectSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    /** Where the work is. */
    Address: z.string(),
    Unit: z.string(),
    City: z.string(),
    Province: z.string(),
    PostalCode: z.string(),
    Status: z.enum(integratorProjectStatuses),
    /** Who signs its client contracts, in order. */
    Clients: z.array(integratorClientSchema),
    CreatedTime: time,
    UpdatedTime: time,
  })
  .meta({ example: integratorProjectExample });
export type IntegratorProject = z.infer<typeof integratorProjectSchema>;

/**
 * A contract's status. `sent`: waiting for signatures (some may have signed); `signed`: everyone signed
 * and the sealed PDF is being made (seconds); `sealed`: signed and sealed, its PDF can be downloaded;
 * `declined`: a signer declined it; `cancelled`: the contractor withdrew it; `expired`: not signed by
 * its expiry day; `superseded`: replaced by an amendment (`AmendsId` names the one it replaces) before
 * it was signed.
 */
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
    /** The contractor's contract number, printed on it; an amendment keeps it with a new Revision. */
    Number: z.number().int(),
    Revision: z.number().int(),
    /** The contract this one amends, or null. */
    AmendsId: z.uuid().nullable(),
    ProjectId: z.uuid(),
    /** With the project's clients, or with one of its sub-contractors. */
    Type: z.enum(['client', 'subcontractor']),
    Status: z.enum(integratorContractStatuses),
    /** Its scope of services, shortened. */
    Title: z.string(),
    CommencementDate: day.nullable(),
    CompletionDate: day.nullable(),
    /** The last day the offer may be signed. */
    ExpiresOn: day.nullable(),
    /** The price before tax; null while a draft has none. */
    PriceCents: z.number().int().nullable(),
    /** The sales tax of the project's province on the contract's day, and the price with it. */
    TaxCents: z.number().int().nullable(),
    TotalCents: z.number().int().nullable(),
    Currency: currency,
    CreatedTime: time,
    UpdatedTime: time,
    SentTime: time.nullable(),
    /** When the signed contract was sealed (Status `sealed`). */
    SealedTime: time.nullable(),
    /** When a consumer cancelled the sealed contract within their period to cancel. */
    ClientCancelledTime: time.nullable(),
  })
  .meta({ example: integratorContractExample });
export type IntegratorContract = z.infer<typeof integratorContractSchema>;

/** Where a signer is: not opened yet, opened, asked for a change, signed, or declined. */
export const integratorSignerStatuses = ['waiting', 'viewed', 'change_requested', 'signed', 'declined'] as const;
export type IntegratorSignerStatus = (typeof integratorSignerStatuses)[number];

export const integratorSignerSchema = z.object({
  Name: z.string(),
  BusinessName: z.string(),
  Email: z.string(),
  Role: z.enum(['client', 'subcontractor']),
  Status: z.enum(integratorSignerStatuses),
  /** When they first opened it. */
  ViewedTime: time.nullable(),
  SignedTime: time.nullable(),
  DeclinedTime: time.nullable(),
  /** Their latest request for a change. */
  ChangeRequestedTime: time.nullable(),
});

export const integratorContractDetailSchema = integratorContractSchema
  .extend({
    ScopeOfServices: z.string(),
    /** The people asked to sign it, in the order of its signature blocks; none on a draft. */
    Signers: z.array(integratorSignerSchema),
    /** The SHA-256 (hex) of the sealed PDF, once sealed: /verify finds the contract by it. */
    SealedSha256: z.string().nullable(),
    /** Where the sealed PDF is downloaded, once sealed. */
    SealedPdfUrl: z.string().nullable(),
  })
  .meta({ example: integratorContractDetailExample });
export type IntegratorContractDetail = z.infer<typeof integratorContractDetailSchema>;

/** An invoice's state: issued and not paid, partly paid, paid, or past its due day unpaid. */
export const integratorInvoiceStatuses = ['issued', 'partly_paid', 'paid', 'overdue'] as const;
export type IntegratorInvoiceStatus = (typeof integratorInvoiceStatuses)[number];

export const integratorPaymentSchema = z.object({
  Id: z.uuid(),
  Method: z.enum(paymentMethods),
  /**
   * `reported`: the client says they sent an e-Transfer, not yet confirmed; `pending`: a card payment
   * started and not finished; `received`; `cancelled`: a report the contractor refused.
   */
  Status: z.enum(paymentStatuses),
  AmountCents: z.number().int(),
  /** What was refunded of it. */
  RefundedCents: z.number().int(),
  CreatedTime: time,
  ReceivedTime: time.nullable(),
});

export const integratorInvoiceSchema = z
  .object({
    Id: z.uuid(),
    /** The contractor's invoice number. */
    Number: z.number().int(),
    ContractId: z.uuid(),
    ProjectId: z.uuid(),
    /** The payment of the contract it bills, as printed ("Deposit", "Payment 2"). */
    Description: z.string(),
    IssuedOn: day,
    DueOn: day,
    Status: z.enum(integratorInvoiceStatuses),
    GrossCents: z.number().int(),
    /** Held back by law (Ontario's Construction Act), paid on the holdback's own invoice. */
    HoldbackCents: z.number().int(),
    NetCents: z.number().int(),
    TaxCents: z.number().int(),
    /** What the client is asked to pay: net with tax. */
    TotalCents: z.number().int(),
    /** Received, less refunded. */
    PaidCents: z.number().int(),
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
    /** The language its clauses are written in. */
    Language: z.enum(languages),
    /** How many clauses it holds. */
    Clauses: z.number().int(),
  })
  .meta({ example: integratorTemplateExample });
export type IntegratorTemplate = z.infer<typeof integratorTemplateSchema>;

const isRealDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const dayInput = z
  .string({ error: 'integratorDateInvalid' })
  .trim()
  .refine(isRealDay, { error: 'integratorDateInvalid' });
const centsInput = z
  .number({ error: 'integratorAmountInvalid' })
  .int({ error: 'integratorAmountInvalid' })
  .min(0, { error: 'integratorAmountInvalid' })
  .max(contractLimits.maxAmount * 100, { error: 'integratorAmountInvalid' });

/**
 * A client contract to make from one of the contractor's clause templates and send to the project's
 * clients. The payments: the deposit (none unless given), then each payment with its day; without
 * `Payments`, what the deposit leaves is due on the completion date.
 */
export const integratorContractCreateSchema = z
  .object({
    ProjectId: z.uuid({ error: 'commonNotFound' }),
    /** A client template of the contractor (GET /api/v1/templates); left out, the default clauses. */
    TemplateId: z.uuid({ error: 'contractTemplateNotFound' }).optional(),
    ScopeOfServices: z
      .string({ error: 'contractScopeRequired' })
      .trim()
      .min(1, { error: 'contractScopeRequired' })
      .max(contractLimits.maxScopeLength, { error: 'contractValueTooLong' }),
    CommencementDate: dayInput,
    CompletionDate: dayInput,
    /** The last day the offer may be signed; left out, the product's default for the commencement. */
    ExpiresOn: dayInput.optional(),
    /** The price before tax. */
    PriceCents: centsInput.min(1, { error: 'integratorAmountInvalid' }),
    Deposit: z.object({ AmountCents: centsInput, DueOn: dayInput }).optional(),
    Payments: z
      .array(z.object({ DueOn: dayInput, AmountCents: centsInput }))
      .max(contractLimits.maxPaymentTerms, { error: 'contractTooManyTerms' })
      .optional(),
    /** Where the project's clients read different languages: the one to write it in. */
    Language: z.enum(languages, { error: 'languageUnknown' }).optional(),
    /** Your words above the button of the signing email. */
    Message: personalMessageSchema,
    /**
     * Your own key for this contract (a deal's id): sending again with the same key answers the
     * contract the first request made instead of making another.
     */
    IdempotencyKey: z
      .string({ error: 'integratorIdempotencyKeyInvalid' })
      .trim()
      .min(1, { error: 'integratorIdempotencyKeyInvalid' })
      .max(60, { error: 'integratorIdempotencyKeyInvalid' })
      .optional(),
  })
  .meta({ example: integratorContractCreateExample });
export type IntegratorContractCreate = z.input<typeof integratorContractCreateSchema>;

const idQuery = z.object({ Id: z.uuid({ error: 'commonNotFound' }) });

export const integratorApi = {
  projects: endpoint({
    method: 'GET',
    path: '/api/v1/projects',
    summary: 'Your projects with their clients, newest first, a page at a time',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object(pageQuery),
    data: pageOf(integratorProjectSchema).meta({ example: pageExample(integratorProjectExample) }),
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/v1/templates',
    summary: 'Your clause templates for client contracts, to make a contract from (POST /api/v1/contracts)',
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(integratorTemplateSchema).meta({ example: [integratorTemplateExample] }),
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/api/v1/contracts',
    summary: 'Your contracts, of one project when ProjectId is given, newest first, a page at a time',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ ProjectId: z.uuid({ error: 'commonNotFound' }).optional(), ...pageQuery }),
    data: pageOf(integratorContractSchema).meta({ example: pageExample(integratorContractExample) }),
  }),
  contract: endpoint({
    method: 'GET',
    path: '/api/v1/contract',
    summary: 'One contract: its status, each signer’s, and once sealed its SHA-256 and sealed PDF',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: idQuery,
    data: integratorContractDetailSchema,
  }),
  createContract: endpoint({
    method: 'POST',
    path: '/api/v1/contracts',
    summary:
      'Makes a client contract for a project from a clause template and sends it to the project’s clients for signature',
    access: 'signedIn',
    keyScope: 'contracts:send',
    body: integratorContractCreateSchema,
    data: integratorContractDetailSchema,
  }),
  payments: endpoint({
    method: 'GET',
    path: '/api/v1/payments',
    summary:
      'Your invoices to clients with the payments on each, of one contract when ContractId is given, newest first',
    access: 'signedIn',
    keyScope: 'payments:read',
    query: z.object({ ContractId: z.uuid({ error: 'commonNotFound' }).optional(), ...pageQuery }),
    data: pageOf(integratorInvoiceSchema).meta({ example: pageExample(integratorInvoiceExample) }),
  }),
};
