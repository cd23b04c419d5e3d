import { z } from 'zod';

/** A party of a contract as lists show it (type 0 the owner, type 2 a client). */
export const contractPartySummarySchema = z.object({
  Type: z.number().int(),
  BusinessName: z.string().optional(),
  SignedTime: z.string().nullable().optional(),
});

/**
 * A contract as project and contact lists show it (doc 2 §3).
 */
export const contractSummarySchema = z.object({
  Id: z.uuid(),
  OriginalId: z.uuid().nullable().optional(),
  /** 'Draft', 'Signed', anything else: sent and not signed. */
  Status: z.string(),
  /** 0 a sub-contractor contract, anything else a client contract. */
  Type: z.number().int(),
  /** The sub-contractor of a sub-contractor contract (doc 2 §3). */
  PartyBId: z.uuid().nullable().optional(),
  CreatedDate: z.string().nullable().optional(),
  SignatureUrl: z.string().nullable().optional(),
  IsExpired: z.boolean().optional(),
  Parties: z.array(contractPartySummarySchema).optional(),
  Data: z.object({ ScopeOfServices: z.string().optional() }).nullable().optional(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export type ContractPartySummary = z.infer<typeof contractPartySummarySchema>;
