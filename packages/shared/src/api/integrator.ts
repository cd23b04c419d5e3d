import { z } from 'zod';
import { contractLimits } from '../contract/form.js';
import { languages } from '../messages/index.js';
import { endpoint } from './endpoint.js';
import {
  integratorContractCreateExample,
  integratorContractExample,
  integratorInvoiceExample,
  integratorProjectExample,
  integratorTemplateExample,
  pageExample,
} from './integrator-examples.js';
import {
  integratorContractDetailSchema,
  integratorContractSchema,
  integratorInvoiceSchema,
  integratorProjectSchema,
  integratorTemplateSchema,
} from './integrator-shapes.js';
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
  Page: z.coerce
    .number(pageError)
    .int(pageError)
    .min(1, pageError)
    .max(100_000, pageError)
    .default(1)
    .describe('The page to answer, from 1.'),
  PageSize: z.coerce
    .number(pageError)
    .int(pageError)
    .min(1, pageError)
    .max(integratorPageSizeMax, pageError)
    .default(50)
    .describe(`How many a page holds: 1 to ${integratorPageSizeMax}, 50 when left out.`),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    Page: z.number().int().describe('The page answered, from 1.'),
    PageSize: z.number().int(),
    Total: z.number().int().describe('How many there are in all, over every page.'),
  });

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
 * clients. The payments: the deposit (none unless given), then each payment with its day, or each
 * at a milestone of the work; without either, what the deposit leaves is due on the completion date.
 */
export const integratorContractCreateSchema = z
  .object({
    ProjectId: z.uuid({ error: 'commonNotFound' }),
    TemplateId: z
      .uuid({ error: 'contractTemplateNotFound' })
      .optional()
      .describe(
        'A client template of the contractor (GET /api/v1/templates); left out, the default clauses.',
      ),
    ScopeOfServices: z
      .string({ error: 'contractScopeRequired' })
      .trim()
      .min(1, { error: 'contractScopeRequired' })
      .max(contractLimits.maxScopeLength, { error: 'contractValueTooLong' }),
    CommencementDate: dayInput.describe('When the work starts: today or later.'),
    CompletionDate: dayInput.describe('When the work ends.'),
    ExpiresOn: dayInput
      .optional()
      .describe(
        'The last day the offer may be signed; left out, the product’s default for the commencement.',
      ),
    PriceCents: centsInput.min(1, { error: 'integratorAmountInvalid' }).describe('The price before tax.'),
    Deposit: z
      .object({ AmountCents: centsInput, DueOn: dayInput })
      .optional()
      .describe('The deposit and the day it is due; none when left out.'),
    Payments: z
      .array(z.object({ DueOn: dayInput, AmountCents: centsInput }))
      .max(contractLimits.maxPaymentTerms, { error: 'contractTooManyTerms' })
      .optional()
      .describe(
        'The payments after the deposit, each on its day, adding up to the price less the deposit; left out (and no Milestones), all of it is due on the completion date.',
      ),
    Milestones: z
      .array(
        z.object({
          Name: z
            .string({ error: 'integratorMilestoneNameInvalid' })
            .trim()
            .min(1, { error: 'integratorMilestoneNameInvalid' })
            .max(contractLimits.maxTermNameLength, { error: 'integratorMilestoneNameInvalid' }),
          AmountCents: centsInput,
        }),
      )
      .min(1, { error: 'integratorMilestoneNameInvalid' })
      .max(contractLimits.maxPaymentTerms, { error: 'contractTooManyTerms' })
      .optional()
      .describe(
        'Instead of Payments: the payments after the deposit, each due at a stage of the work ("Framing", "Cabinets installed"), adding up to the price less the deposit. A name of the builder’s list of trades is shown as the builder shows it; any other as written.',
      ),
    Language: z
      .enum(languages, { error: 'languageUnknown' })
      .optional()
      .describe('Where the project’s clients read different languages: the one to write it in.'),
    Message: personalMessageSchema.describe('Your words above the button of the signing email.'),
    IdempotencyKey: z
      .string({ error: 'integratorIdempotencyKeyInvalid' })
      .trim()
      .min(1, { error: 'integratorIdempotencyKeyInvalid' })
      .max(60, { error: 'integratorIdempotencyKeyInvalid' })
      .optional()
      .describe(
        'Your own key for this contract (a deal’s id): a request again with the same key answers the contract the first one made instead of making and sending another.',
      ),
  })
  .refine((request) => !(request.Payments && request.Milestones), {
    error: 'integratorPaymentsOrMilestones',
    path: ['Milestones'],
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
    query: z.object({
      ProjectId: z.uuid({ error: 'commonNotFound' }).optional().describe('Only this project’s contracts.'),
      ...pageQuery,
    }),
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
    query: z.object({
      ContractId: z.uuid({ error: 'commonNotFound' }).optional().describe('Only this contract’s invoices.'),
      ...pageQuery,
    }),
    data: pageOf(integratorInvoiceSchema).meta({ example: pageExample(integratorInvoiceExample) }),
  }),
};
