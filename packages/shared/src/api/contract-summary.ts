import { z } from 'zod';

/** A party of a contract as lists show it (type 0 the owner, 1 the sub-contractor, 2 a client). */
export const contractPartySummarySchema = z.object({
  Type: z.number().int(),
  BusinessName: z.string().optional(),
  /** The signer's name (a client has no business name). */
  Name: z.string().optional(),
  SignedTime: z.string().nullable().optional(),
});

/**
 * What a recipient last answered other than signing (issue 32 §2), as My Projects shows it: a change
 * they asked for (while they have not signed since), or their decline, with their words.
 */
export const contractResponseSummarySchema = z.object({
  Kind: z.enum(['changeRequested', 'declined']),
  /** The recipient's name. */
  Name: z.string(),
  /** Their message, or the reason they gave for declining ('' when none). */
  Text: z.string(),
  /** ISO time. */
  Time: z.string(),
});

/** "Paid $X of $Y" and the next amount due, in cents, on a signed contract's line (issue 33 §1). */
export const contractPaidSummarySchema = z.object({
  /** Received, less refunded. */
  PaidCents: z.number().int(),
  /** The price with tax, as the signed document prints it. */
  TotalCents: z.number().int(),
  /** What is left of the line due next; null once everything is paid. */
  NextDueCents: z.number().int().nullable(),
  /** Its day (YYYY-MM-DD): its invoice's due day or the schedule's; null while nothing sets one. */
  NextDueOn: z.string().nullable(),
});

/**
 * A contract as project and contact lists show it (doc 2 §3).
 */
export const contractSummarySchema = z.object({
  Id: z.uuid(),
  OriginalId: z.uuid().nullable().optional(),
  /** 'Draft', 'Signed', anything else: sent and not signed. */
  Status: z.string(),
  /**
   * ISO time the consumer cancelled it within the period to cancel (issue 31 §2): its Status stays
   * 'Signed', and lists read "Cancelled by the client". Null otherwise.
   */
  ClientCancelledTime: z.string().nullable().optional(),
  /** The latest change asked for or the decline (issue 32 §2); null when none stands. */
  Response: contractResponseSummarySchema.nullable().optional(),
  /** 0 a sub-contractor contract, anything else a client contract. */
  Type: z.number().int(),
  /** The sub-contractor of a sub-contractor contract (doc 2 §3). */
  PartyBId: z.uuid().nullable().optional(),
  CreatedDate: z.string().nullable().optional(),
  /** For a recipient signed in: where they sign it ('Sign Now'); null once signed or for the owner. */
  SignatureUrl: z.string().nullable().optional(),
  IsExpired: z.boolean().optional(),
  /** What My Projects' menus offer; 'NA' / '(Not Available)' where false (doc 2 §6). */
  IsEditable: z.boolean().optional(),
  IsResendable: z.boolean().optional(),
  IsDeletable: z.boolean().optional(),
  /** How many times its recipients opened it. */
  PartyBViews: z.number().int().optional(),
  PartyBEmail: z.string().optional(),
  /** Download paths of the PDF as sent and of the sealed signed PDF; '' when there is none. */
  OrignalPdf: z.string().optional(),
  SignedPdf: z.string().optional(),
  /** The contractor's contract number and the amendment's revision (0 for an original). */
  Number: z.number().int().optional(),
  Revision: z.number().int().optional(),
  /**
   * The price with the sales tax of the project's province on the day the contract was issued, in
   * cents: the document's 'Total' line. Null while the form has no price.
   */
  TotalWithTax: z.number().int().nullable().optional(),
  /**
   * How far the client has paid a signed contract (issue 33 §1), as its payments page counts it; null
   * for any other contract, one its client cancelled, and one without a price.
   */
  Paid: contractPaidSummarySchema.nullable().optional(),
  Parties: z.array(contractPartySummarySchema).optional(),
  /** Doc 2 §3 "Contract Data": what lists show of the form. */
  Data: z
    .object({
      ScopeOfServices: z.string().optional(),
      CommencementDate: z.string().optional(),
      ProjectId: z.uuid().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export type ContractPartySummary = z.infer<typeof contractPartySummarySchema>;
export type ContractResponseSummary = z.infer<typeof contractResponseSummarySchema>;
export type ContractPaidSummary = z.infer<typeof contractPaidSummarySchema>;
