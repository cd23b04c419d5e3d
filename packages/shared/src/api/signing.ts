import { z } from 'zod';
import { limits } from '../limits.js';
import { languages } from '../messages/index.js';
import { taxKinds } from '../tax.js';
import type { ContractChange } from '../contract/changes.js';
import { contractSendRequestSchema, contractTypeSchema } from './contracts.js';
import { contractSummarySchema } from './contract-summary.js';
import { endpoint } from './endpoint.js';
import { recipientDeliverySchema } from './sending.js';
import { signingCodeNeededSchema } from './signing-code.js';

/** A signing key or a signed-in party's document code, as the signing page's `key` carries it. */
const signingCode = z
  .string()
  .trim()
  .min(1, { error: 'signingKeyInvalid' })
  .max(200, { error: 'signingKeyInvalid' });

/**
 * Sending an edited contract (doc 3 §7 `update`): the contract is named by Id, so ProjectId and Type
 * may be left out; everything else is the send request.
 */
export const contractSendUpdateSchema = contractSendRequestSchema.extend({
  Id: z.uuid({ error: 'commonNotFound' }),
  ProjectId: z.uuid({ error: 'commonNotFound' }).optional(),
  Type: contractTypeSchema.optional(),
});
export type ContractSendUpdate = z.input<typeof contractSendUpdateSchema>;

/** A signer as the signing page shows them: who still has to sign. */
export const signerSummarySchema = z.object({
  Name: z.string(),
  BusinessName: z.string(),
  /** ISO time, or null while unsigned. */
  SignedTime: z.string().nullable(),
});

/** A schedule attached to the contract, opened from the signing page under the same key. */
export const signingScheduleSchema = z.object({
  Slot: z.number().int(),
  Title: z.string(),
  Name: z.string(),
  MimeType: z.string(),
});

/**
 * The consumer's right to cancel as the contract's first page states it (issue 31 §2), as data the page
 * words with the same catalogue entries as the document (documentCancel…).
 */
export const signingCancellationSchema = z.object({
  Days: z.number().int(),
  /** The day the period counts from: the copy's delivery, or the contract's making. */
  CountsFrom: z.enum(['copyReceived', 'contractEntered']),
  /** The longer period, in years, and what brings it on. */
  ExtendedYears: z.number().int(),
  Reasons: z.array(
    z.enum(['copyDefective', 'notDelivered30Days', 'unlicensed', 'noSecurity', 'noStatementAttached']),
  ),
  /** Days the contractor has to refund after a cancellation; null where the rule names none. */
  RefundDays: z.number().int().nullable(),
  Statute: z.string(),
  Section: z.string(),
});
export type SigningCancellation = z.infer<typeof signingCancellationSchema>;

/**
 * Quebec's English version of a contract given in French first (Charter s. 55, issue 31 §3): offered
 * to the signer only after the French, and binding only on their express wish, which they may take
 * back until they sign.
 */
export const signingEnglishSchema = z.object({
  /** ISO time the signer expressly wished to be bound by the English version; null while they have not. */
  WishedTime: z.string().nullable(),
  /** The English version as HTML, once wished (the signer then reads and signs it); null before. */
  Body: z.string().nullable(),
  /** The statement the signer makes by wishing it, in both languages, whatever the page's. */
  Statement: z.object({ en: z.string(), fr: z.string() }),
});
export type SigningEnglish = z.infer<typeof signingEnglishSchema>;

/**
 * A recipient's answer other than signing (issue 32 §2): a request for a change, which keeps the
 * contract open, or the decline that ends it, with their words ('' for a decline without a reason).
 */
export const signerResponseSchema = z.object({
  Kind: z.enum(['changeRequested', 'declined']),
  /** ISO time it was recorded. */
  Time: z.string(),
  Text: z.string(),
});
export type SignerResponse = z.infer<typeof signerResponseSchema>;

/** The contract as its recipient reads it before signing (doc 3 §3 "Contract (for signing)"). */
/**
 * What the signing page's summary card shows above the contract (issue 32 §1): what the work is, when,
 * and what it costs, read from the contract as sent. Amounts in cents; dates YYYY-MM-DD, or null when
 * the contract names none.
 */
export const signingSummarySchema = z.object({
  ServiceType: z.string(),
  CommencementDate: z.string().nullable(),
  CompletionDate: z.string().nullable(),
  /** The price before tax; null when the contract has no price. */
  Price: z.number().int().nullable(),
  /** Each sales tax on the price, as the document prints it. */
  Taxes: z.array(
    z.object({
      Kind: z.enum(taxKinds),
      RatePercent: z.number(),
      Cents: z.number().int(),
    }),
  ),
  TotalWithTax: z.number().int().nullable(),
  /** The deposit before tax, as the payment schedule states it; null when none. */
  Deposit: z.number().int().nullable(),
  DepositDate: z.string().nullable(),
});
export type SigningSummary = z.infer<typeof signingSummarySchema>;

const scheduleLabelSchema = z.object({ Title: z.string(), Name: z.string() });
const paymentLineSchema = z.object({ Name: z.string(), Amount: z.number().int() });

/** One difference between an amendment and the version it amends (contract/changes.ts). */
export const contractChangeSchema = z.discriminatedUnion('Kind', [
  z.object({
    Kind: z.enum([
      'serviceType',
      'serviceAddress',
      'scope',
      'customTerms',
      'commencementDate',
      'completionDate',
      'depositDate',
      'paymentMode',
    ]),
    Before: z.string(),
    After: z.string(),
  }),
  z.object({ Kind: z.enum(['totalCost', 'deposit']), Before: z.number().int(), After: z.number().int() }),
  z.object({
    Kind: z.literal('paymentLine'),
    Number: z.number().int(),
    Percent: z.boolean(),
    Before: paymentLineSchema.nullable(),
    After: paymentLineSchema.nullable(),
  }),
  z.object({ Kind: z.literal('clause'), Before: z.string().nullable(), After: z.string().nullable() }),
  z.object({
    Kind: z.literal('schedule'),
    Before: scheduleLabelSchema.nullable(),
    After: scheduleLabelSchema.nullable(),
  }),
]) satisfies z.ZodType<ContractChange>;

export const signingContractSchema = z.object({
  /** The contract document as HTML (doc 3: Template.Body), in the language it was sent in. */
  Body: z.string(),
  /** The language the contract was sent in (issue 30 §1): the page speaks it unless the reader chose one. */
  Language: z.enum(languages),
  Number: z.number().int(),
  Revision: z.number().int(),
  Type: contractTypeSchema,
  BusinessName: z.string(),
  ContractorName: z.string(),
  ContractorEmail: z.string(),
  ContractorPhone: z.string(),
  /** The recipient this key belongs to. */
  SignerName: z.string(),
  Signers: z.array(signerSummarySchema),
  /** The signers sign one after the other, in the order listed (issue 32 §4). */
  InOrder: z.boolean(),
  /** YYYY-MM-DD: the last day it may be signed. */
  ExpiredTime: z.string(),
  /**
   * When this key's signer signed (ISO), or null: a signer back on their link sees what they signed
   * and who is still to sign, not the pad (issue 32 §1).
   */
  SignedTime: z.string().nullable(),
  /** The SHA-256 of the sealed PDF once everyone signed and it is sealed, else null. */
  SealedSha256: z.string().nullable(),
  /** The changes this key's signer asked for, oldest first: the page shows each and that it was told. */
  Responses: z.array(signerResponseSchema),
  Schedules: z.array(signingScheduleSchema),
  Summary: signingSummarySchema,
  /** An amendment's changes against the version it amends (issue 32 §5); empty for an original. */
  Changes: z.array(contractChangeSchema),
  /**
   * The consumer's right to cancel, shown above the signature: present exactly when the document
   * prints it on its first page (a consumer contract in a province whose rule applies to its price).
   */
  Cancellation: signingCancellationSchema.optional(),
  /**
   * Present when the contractor also gave a Quebec consumer contract in English: `Body` above stays
   * the French, shown first; the English is offered once the French was read.
   */
  English: signingEnglishSchema.optional(),
});
export type SigningContract = z.infer<typeof signingContractSchema>;

/** What anyone may learn of a contract from its printed code or a dropped PDF: nothing private. */
export const documentStatusSchema = z.object({
  Number: z.number().int(),
  Revision: z.number().int(),
  BusinessName: z.string(),
  /** Draft, Sent, Signed, Expired, Cancelled, Declined or Superseded. */
  Status: z.string(),
  /** ISO time the contract was signed and sealed, or null. */
  SignedTime: z.string().nullable(),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

export const verifyAnswerSchema = z.object({
  Found: z.boolean(),
  /** The SHA-256 of the dropped file (hex), so the reader can compare it with the completion email. */
  Sha256: z.string(),
  Contract: documentStatusSchema.nullable(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/**
 * A signed consumer contract as its client's cancel page shows it (issue 31 §2): what is cancelled, the
 * last day to cancel, and the cancellation once recorded.
 */
export const clientCancellationSchema = z.object({
  /** The language the contract was sent in: the page speaks it unless the reader chose another. */
  Language: z.enum(languages),
  Number: z.number().int(),
  Revision: z.number().int(),
  BusinessName: z.string(),
  ContractorEmail: z.string(),
  ContractorPhone: z.string(),
  SignerName: z.string(),
  /** ISO time the last party signed (the contract was made). */
  SignedTime: z.string(),
  /** The document's total with tax, in cents; null when the form has no price. */
  TotalWithTax: z.number().int().nullable(),
  /** YYYY-MM-DD, in the property's province: the last day to cancel, as the certificate printed it. */
  LastDay: z.string(),
  /** Days the contractor has to refund the deposit; null where the rule names none. */
  RefundDays: z.number().int().nullable(),
  Statute: z.string(),
  Section: z.string(),
  /** ISO time the client cancelled, or null while the contract stands. */
  CancelledTime: z.string().nullable(),
});
export type ClientCancellation = z.infer<typeof clientCancellationSchema>;

/** The recipient's signing page and the public checks of a contract (doc 3 §7 "Signing"). */
export const signingApi = {
  preview: endpoint({
    method: 'GET',
    path: '/api/app/contract/preview3',
    summary:
      'The contract a signing key opens, as its recipient reads it (records the view); after they signed, what they signed',
    access: 'public',
    query: z.object({ code: signingCode }),
    data: signingContractSchema,
    // A contract sent with a code before opening, until this browser entered it (issue 32 §4).
    otherAnswers: { 403: signingCodeNeededSchema },
  }),
  newVersion: endpoint({
    method: 'GET',
    path: '/api/app/contract/newversion',
    summary:
      "Under a key of a contract an amendment replaced: the same recipient's key of the version sent since, or null",
    access: 'public',
    query: z.object({ code: signingCode }),
    data: z.object({ Key: z.string().nullable() }),
  }),
  signatureUpload: endpoint({
    method: 'POST',
    path: '/api/app/contract/signature',
    summary:
      'Uploads the drawn signature (multipart field "file", a PNG) under the signing key; answers its reference',
    access: 'public',
    query: z.object({ code: signingCode }),
    data: z.string(),
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/app/contract/sign',
    summary:
      'Signs under a key with the signature uploaded for it, or with the full name typed as the signature',
    access: 'public',
    body: z.object({
      code: signingCode,
      /** The reference the signature upload answered; empty when the name is typed. */
      signature: z.string().trim().max(100).default(''),
      /** The signer's full name typed as their signature (the pad's accessible alternative). */
      typedName: z.string().trim().max(100).default(''),
    }),
    data: z.null(),
  }),
  englishWish: endpoint({
    method: 'POST',
    path: '/api/app/contract/englishwish',
    summary:
      "Records under a signing key the signer's express wish to be bound by the English version of a Quebec contract given in French first (wish false takes it back before signing)",
    access: 'public',
    body: z.object({
      code: signingCode,
      wish: z.boolean({ error: 'signingEnglishWishInvalid' }),
    }),
    data: signingEnglishSchema,
  }),
  askChange: endpoint({
    method: 'POST',
    path: '/api/app/contract/askchange',
    summary:
      'Sends the contractor (email and text) a request for a change under a signing key; the contract stays open to sign',
    access: 'public',
    body: z.object({
      code: signingCode,
      message: z
        .string()
        .trim()
        .min(1, { error: 'signingChangeMessageRequired' })
        .max(limits.signerResponseMaxLength, { error: 'signingResponseTooLong' }),
    }),
    data: z.array(signerResponseSchema),
  }),
  decline: endpoint({
    method: 'POST',
    path: '/api/app/contract/decline',
    summary:
      'Declines the contract under a signing key: no one can sign it any more; the contractor and the other signers are told',
    access: 'public',
    body: z.object({
      code: signingCode,
      /** Why, if the recipient wishes to say. */
      reason: z
        .string()
        .trim()
        .max(limits.signerResponseMaxLength, { error: 'signingResponseTooLong' })
        .default(''),
    }),
    data: z.array(signerResponseSchema),
  }),
  clientCancellation: endpoint({
    method: 'GET',
    path: '/api/app/contract/clientcancellation',
    summary:
      "A signed consumer contract as its client's cancel page shows it, under the key of the completion email",
    access: 'public',
    query: z.object({ code: signingCode }),
    data: clientCancellationSchema,
  }),
  cancelByClient: endpoint({
    method: 'POST',
    path: '/api/app/contract/clientcancel',
    summary:
      'The consumer cancels a signed contract within the period to cancel; a second call answers the first',
    access: 'public',
    body: z.object({
      code: signingCode,
      /** Why, if the client wishes to say: the law asks for no reason. */
      reason: z.string().trim().max(1000, { error: 'clientCancelReasonTooLong' }).default(''),
    }),
    data: clientCancellationSchema,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/site/verify',
    summary:
      'Says whether a PDF (multipart field "file") is exactly a sealed contract of this product, by its SHA-256',
    access: 'public',
    data: verifyAnswerSchema,
  }),
  documentStatus: endpoint({
    method: 'GET',
    path: '/api/site/document',
    summary: 'What a printed document code names: contract number, business name and status only',
    access: 'public',
    query: z.object({ code: z.string().trim().max(40) }),
    data: documentStatusSchema,
  }),
};

/** My Projects' contract actions (doc 2 §7) and the sending of the builder (doc 3 §7). */
export const contractLifeApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/app/contract/create',
    summary: 'Sends a new contract (or the draft its Token names) to its recipients for signature',
    access: 'signedIn',
    keyScope: 'contracts:send',
    body: contractSendRequestSchema,
    data: z.object({ Id: z.uuid() }),
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/app/contract/update',
    summary: 'Sends an edited contract: a draft is sent; a sent or signed one is amended by a new contract',
    access: 'signedIn',
    keyScope: 'contracts:send',
    body: contractSendUpdateSchema,
    data: z.object({ Id: z.uuid() }),
  }),
  resend: endpoint({
    method: 'PUT',
    path: '/api/app/contract/resend',
    summary: 'Sends the signing request again to those who have not signed, with the links they already have',
    access: 'signedIn',
    keyScope: 'contracts:send',
    query: z.object({ id: z.string() }),
    data: z.null(),
  }),
  newLinks: endpoint({
    method: 'PUT',
    path: '/api/app/contract/newlinks',
    summary:
      "Sends those who have not signed a new link, to their contact's email and mobile now; the links sent before stop working and say they were replaced",
    access: 'signedIn',
    keyScope: null,
    query: z.object({ id: z.string() }),
    data: z.null(),
  }),
  cancel: endpoint({
    method: 'PUT',
    path: '/api/app/contract/cancel',
    summary: 'Deletes a draft, or withdraws a sent unsigned contract (its links stop working)',
    access: 'signedIn',
    keyScope: null,
    query: z.object({ id: z.string() }),
    data: z.null(),
  }),
  originals: endpoint({
    method: 'GET',
    path: '/api/app/contract/originals',
    summary: 'The earlier versions a contract amends, newest first',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ id: z.string() }),
    data: z.array(contractSummarySchema),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/api/app/contract/deliveries',
    summary:
      'What became of the latest signing request to each recipient: email and text queued, sent or failed',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ id: z.string() }),
    data: z.array(recipientDeliverySchema),
  }),
};
