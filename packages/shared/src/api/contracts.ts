import { z } from 'zod';
import { attachmentInputSchema, contractFormSchema, contractLimits } from '../contract/form.js';
import { languages } from '../messages/index.js';
import { endpoint } from './endpoint.js';
import { personalMessageSchema, sendRecipientSchema } from './sending.js';

/** Doc 3 §3: 0 a sub-contractor contract, 1 a client contract. */
export const contractTypeSchema = z.union([z.literal(0), z.literal(1)], { error: 'contractDataInvalid' });

const optionalId = z
  .union([z.uuid(), z.literal('')])
  .nullish()
  .transform((value) => value || null);

/**
 * The save request of doc 3 §3, shared by savedraft and preview. `Data` is the contract form as JSON
 * text (the server parses it against `contractFormSchema`); `UserId` is accepted and ignored: the
 * acting account is the session's (DECISIONS "Everywhere").
 */
export const contractSaveRequestSchema = z.object({
  Data: z.string().max(1_000_000, { error: 'contractDataInvalid' }),
  Type: contractTypeSchema,
  UserId: z.unknown().optional(),
  ProjectId: z.uuid({ error: 'commonNotFound' }),
  /** The sub-contractor of a sub-contractor contract. */
  PartyBId: optionalId,
  /** The contract being edited; absent on the create screens. */
  Id: optionalId,
  /**
   * The draft's own key, made by the builder when it opens: a second save of a new contract (a double
   * click, a retry after a lost answer) updates the draft the first one made instead of making another.
   */
  Token: z.string().trim().max(64).nullish(),
  /** YYYY-MM-DD (an ISO time is read by its first 10 characters, doc 3 §3). */
  ExpiredTime: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => (value ?? '').slice(0, 10)),
  Attachments: z
    .array(attachmentInputSchema)
    .max(contractLimits.attachmentSlots, { error: 'contractTooManyAttachments' })
    .default([]),
});
export type ContractSaveRequest = z.input<typeof contractSaveRequestSchema>;

/**
 * Sending (doc 3 §7 `create`): the save request, with the contractor's optional words for the email,
 * and whether each recipient must enter a code texted to their mobile before the contract opens
 * (issue 32 §4).
 */
export const contractSendRequestSchema = contractSaveRequestSchema.extend({
  Message: personalMessageSchema,
  SigningCode: z.boolean().default(false),
});
export type ContractSendRequest = z.input<typeof contractSendRequestSchema>;

/** A schedule as stored: its slot (0 = Schedule A), title and file. */
export const contractAttachmentSchema = z.object({
  id: z.uuid(),
  slot: z.number().int(),
  title: z.string(),
  /** The file id. */
  file: z.uuid(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  mimeType: z.string(),
});
export type ContractAttachment = z.infer<typeof contractAttachmentSchema>;

/** A contract as the edit screens read it (doc 3 §3). */
export const contractDetailSchema = z.object({
  Id: z.uuid(),
  ProjectId: z.uuid(),
  SubContractorId: z.uuid().nullable(),
  Type: contractTypeSchema,
  Status: z.string(),
  /** The contractor's contract number, and 0 for an original or the amendment's number. */
  Number: z.number().int(),
  Revision: z.number().int(),
  Token: z.string(),
  Data: contractFormSchema,
  Attachments: z.array(contractAttachmentSchema),
  /** YYYY-MM-DD, or '' when none was chosen. */
  ExpiredTime: z.string(),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** One of the contractor's contracts, as `readlist` answers it. */
export const contractListItemSchema = z.object({
  Id: z.uuid(),
  ProjectId: z.uuid(),
  SubContractorId: z.uuid().nullable(),
  Type: contractTypeSchema,
  Status: z.string(),
  ScopeOfServices: z.string(),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;

/** A default term (doc 3 §3): its text and an optional tutorial video link. */
export const defaultTermSchema = z.object({ Text: z.string(), Video: z.string() });
export type DefaultTerm = z.infer<typeof defaultTermSchema>;

export const namedItemSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** The contract builder's calls (doc 3 §7, "Contract builder"; docs/api/contracts.md). */
export const contractsApi = {
  saveDraft: endpoint({
    method: 'POST',
    path: '/api/app/contract/savedraft',
    summary: 'Creates or updates a draft contract; answers its id and draft key',
    access: 'signedIn',
    keyScope: 'contracts:send',
    body: contractSaveRequestSchema,
    data: z.object({ Id: z.uuid(), Token: z.string() }),
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/app/contract/read',
    summary: 'One of the caller’s contracts, as the edit screens read it',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ id: z.string() }),
    data: contractDetailSchema,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/app/contract/preview',
    summary:
      'Checks a contract for review and answers it rendered as HTML (Data.Body), with the people Send will ask to sign',
    access: 'signedIn',
    keyScope: 'contracts:send',
    body: contractSaveRequestSchema,
    data: z.object({ Body: z.string(), Recipients: z.array(sendRecipientSchema) }),
  }),
  readList: endpoint({
    method: 'GET',
    path: '/api/app/contract/readlist',
    summary: 'The caller’s contracts, newest first',
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(contractListItemSchema),
  }),
  expiredTime: endpoint({
    method: 'GET',
    path: '/api/app/contract/getexpiredtime',
    summary: 'The default expiry date (YYYY-MM-DD) of an offer whose work starts on `date`',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ date: z.string().trim().max(40).default('') }),
    data: z.string(),
  }),
  defaultTerms: endpoint({
    method: 'GET',
    path: '/api/app/term/readlist',
    summary:
      'The default terms in force: type 0 client terms, 1 sub-contractor terms, in `language` (the contract’s; the page’s when left out)',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({
      type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
      language: z.enum(languages).optional(),
    }),
    data: z.array(defaultTermSchema),
  }),
  serviceTypes: endpoint({
    method: 'GET',
    path: '/api/app/servicetype/readlist',
    summary: 'The kinds of service a contract may name',
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(namedItemSchema),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/app/category/readlist',
    summary: 'The trade categories',
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(namedItemSchema),
  }),
};
