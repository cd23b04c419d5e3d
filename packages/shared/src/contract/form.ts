import { z } from 'zod';
import { languages } from '../messages/index.js';
import { emptyId } from '../patterns.js';

/**
 * The contract form model of doc 3 §3: what the builder edits, the save request carries as text, the
 * server stores (validated JSONB) and the document renders. Amounts travel as dollars with at most two
 * decimals, as the page types them; every sum is worked in integer cents (./payment.ts).
 */

export const paymentModes = ['date', 'milestone', 'percentage', 'custom'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** Doc 3 §3, in the spec's order; 'Other Type' takes the term's custom name on finish. */
export const milestoneTypes = [
  'Other Type',
  'Architectural Drawings & Permits',
  'Carpentry',
  'Concrete',
  'Demolition',
  'Drywall/Plaster',
  'Electrical',
  'Excavation',
  'Fire Sprinkler Installation',
  'Flashing/Eavestroughs',
  'Flooring',
  'Framing',
  'Gas',
  'Glass and Glazing',
  'HVAC',
  'Insulation',
  'Landscaping',
  'Masonry',
  'Painting',
  'Plaster',
  'Plumbing',
  'Roofing',
  'Taping',
  'Tiling',
  'Underpinning',
  'Welding',
] as const;
export const otherMilestoneType = 'Other Type';

/** The all-zero id of doc 3 §9: the default template. */
export const defaultTemplateId = emptyId;

export const contractLimits = {
  /** The largest amount a contract may state, in dollars. */
  maxAmount: 100_000_000,
  maxPaymentTerms: 60,
  maxClauses: 100,
  /** Characters of one clause's HTML. */
  maxClauseLength: 20_000,
  maxScopeLength: 20_000,
  maxCustomTermsLength: 20_000,
  maxServiceAddressLength: 500,
  /** People sent a copy of one contract. */
  maxCopies: 5,
  maxTermNameLength: 200,
  /** Doc 3 §9: Schedule A to D. */
  attachmentSlots: 4,
  /** Doc 3 §9: 5 MB per schedule. */
  maxAttachmentBytes: 5 * 1024 * 1024,
  maxAttachmentTitleLength: 100,
} as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A calendar date YYYY-MM-DD, or '' while the user has not picked one. */
export const optionalDateSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), { error: 'contractDateInvalid' })
  .default('');

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Dollars: finite, not negative, at most two decimals (doc 3 §5's currency inputs). */
export const moneySchema = z
  .number({ error: 'contractAmountInvalid' })
  .min(0, { error: 'contractAmountInvalid' })
  .max(contractLimits.maxAmount, { error: 'contractAmountInvalid' })
  .refine(hasAtMostTwoDecimals, { error: 'contractAmountInvalid' })
  .default(0);

export const paymentTermSchema = z.object({
  /** A date (date mode), a milestone type, or a name (percentage mode). */
  Name: z
    .string()
    .trim()
    .max(contractLimits.maxTermNameLength, { error: 'contractValueTooLong' })
    .default(''),
  CustomName: z
    .string()
    .trim()
    .max(contractLimits.maxTermNameLength, { error: 'contractValueTooLong' })
    .default(''),
  /** Dollars, or a percent in percentage mode. */
  Amount: moneySchema,
});
export type PaymentTerm = z.infer<typeof paymentTermSchema>;

export const paymentSchema = z.object({
  TotalCost: moneySchema,
  Deposit: moneySchema,
  DepositDate: optionalDateSchema,
  Mode: z.enum(paymentModes, { error: 'contractPaymentModeInvalid' }).default('date'),
  /** The page's running figure; the server works it out again and never trusts this one. */
  Remain: z.number().optional(),
  Terms: z
    .array(paymentTermSchema)
    .max(contractLimits.maxPaymentTerms, { error: 'contractTooManyTerms' })
    .default([]),
  CustomTerms: z
    .string()
    .max(contractLimits.maxCustomTermsLength, { error: 'contractValueTooLong' })
    .default(''),
});
export type Payment = z.infer<typeof paymentSchema>;

export const contractFormSchema = z.object({
  ServiceType: z.string().trim().max(100, { error: 'contractValueTooLong' }).default(''),
  CommencementDate: optionalDateSchema,
  CompletionDate: optionalDateSchema,
  ScopeOfServices: z
    .string()
    .max(contractLimits.maxScopeLength, { error: 'contractValueTooLong' })
    .default(''),
  Payment: paymentSchema.default(() => paymentSchema.parse({})),
  /** Clause HTML (bold, paragraphs, line breaks, lists); cleaned again by the server. */
  Terms: z
    .array(z.string().max(contractLimits.maxClauseLength, { error: 'contractValueTooLong' }))
    .max(contractLimits.maxClauses, { error: 'contractTooManyTerms' })
    .default([]),
  /** The template the clauses started from; the all-zero id is the default template. */
  TermsId: z.uuid({ error: 'contractTemplateNotFound' }).default(defaultTemplateId),
  /** Sub-contractor contracts only (doc 3 §2). */
  ServiceAddress: z
    .string()
    .max(contractLimits.maxServiceAddressLength, { error: 'contractValueTooLong' })
    .default(''),
  /**
   * The contractor's pick of the contract's language when the project's clients read different ones
   * (issue 30 §1); left out, or with clients who all read one, the rule decides (contractLanguage).
   */
  Language: z.enum(languages, { error: 'languageUnknown' }).optional(),
  /**
   * "This price is an estimate" (issue 31 §5): in Ontario the contract then says the final price may
   * not exceed the estimate by more than the province's share without the client's agreement.
   */
  PriceIsEstimate: z.boolean().default(false),
  /**
   * Ontario's restricted products (issue 31 §5, O. Reg. 8/18): the contract includes a furnace, an air
   * conditioner, an air cleaner, a water heater, a water treatment device or duct cleaning, so the
   * Ministry's disclosure statement is its first page; ClientInitiatedContact records that the client
   * made the first contact, without which such an agreement may not be made at home.
   */
  RestrictedProducts: z.boolean().default(false),
  ClientInitiatedContact: z.boolean().default(false),
  /**
   * Quebec (issue 31 §3): the contractor also wants an English version of a French consumer contract;
   * the client sees the French first and may expressly wish to be bound by the English.
   */
  AlsoEnglish: z.boolean().default(false),
  /**
   * Issue 32 §4: a client contract's clients sign one after the other, in the project's order, each
   * sent the link once the one before has signed. Off (all at once) by default and with one client.
   */
  SignInOrder: z.boolean().default(false),
  /**
   * Issue 32 §4: people sent a copy who do not sign (a spouse, an architect, a property manager):
   * the contract as sent when it goes out, and the sealed copy once everyone signed.
   */
  Copies: z
    .array(
      z.object({
        Name: z
          .string()
          .trim()
          .min(1, { error: 'contractCopyNameRequired' })
          .max(100, { error: 'contractValueTooLong' }),
        Email: z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email({ error: 'contractCopyEmailInvalid' })),
      }),
    )
    .max(contractLimits.maxCopies, { error: 'contractTooManyCopies' })
    .default([]),
});
export type ContractForm = z.infer<typeof contractFormSchema>;
export type ContractFormInput = z.input<typeof contractFormSchema>;

/** An empty form, as the builder opens. */
export const emptyContractForm = (): ContractForm => contractFormSchema.parse({});

/** A schedule of doc 3 §3: {id?, title, file} where file holds the file id. */
export const attachmentInputSchema = z.object({
  id: z.uuid().nullish(),
  title: z
    .string()
    .trim()
    .max(contractLimits.maxAttachmentTitleLength, { error: 'contractValueTooLong' })
    .default(''),
  /** Comma-joined file ids (doc 3 §3); one file per schedule. */
  file: z.string().trim().min(1, { error: 'contractAttachmentMissing' }),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

/** Schedule letters, slot 0 = A. */
export const scheduleLetter = (slot: number): string => String.fromCharCode(65 + slot);
