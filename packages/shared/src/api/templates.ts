import { z } from 'zod';
import { contractLimits } from '../contract/form.js';
import { templateLimits } from '../contract/terms.js';
import { languages } from '../messages/index.js';
import { contractTypeSchema } from './contracts.js';
import { endpoint } from './endpoint.js';

/** A clause template of the contractor (doc 3 §3 "Term template"). */
export const customTermSchema = z.object({
  Id: z.uuid(),
  Tag: z.string(),
  Terms: z.array(z.string()),
  /** 1 client, 0 sub-contractor. */
  Type: contractTypeSchema,
  /** The language its clauses are written in: the builder offers a contract's language's first. */
  Language: z.enum(languages),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
  /** Its terms changed after a contract had used them (the change applies to new agreements only). */
  IsChanged: z.boolean(),
  /** Contracts that used it. */
  UsageCount: z.number().int(),
});
export type CustomTerm = z.infer<typeof customTermSchema>;

const templateFields = {
  Tag: z.string().trim().max(templateLimits.maxTagLength, { error: 'templateNameTooLong' }).default(''),
  /** Doc 3 §4: 1 client, 0 sub-contractor, 3 / 2 their "upload own contract" forms. */
  Type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: 'contractDataInvalid' }),
  Terms: z
    .array(z.string().max(contractLimits.maxClauseLength, { error: 'contractValueTooLong' }))
    .max(contractLimits.maxClauses, { error: 'contractTooManyTerms' })
    .default([]),
  /** Left out, a new template is in the account's language and a saved one keeps its own. */
  Language: z.enum(languages, { error: 'languageUnknown' }).optional(),
  /** Accepted and ignored: the acting account is the session's. */
  UserId: z.unknown().optional(),
  /** Accepted and ignored: the server decides it. */
  IsChanged: z.unknown().optional(),
};

export const customTermCreateSchema = z.object(templateFields);
export const customTermUpdateSchema = z.object({
  Id: z.uuid({ error: 'templateNotFound' }),
  ...templateFields,
});
export type CustomTermCreate = z.input<typeof customTermCreateSchema>;
export type CustomTermUpdate = z.input<typeof customTermUpdateSchema>;

const update = (method: 'PUT' | 'POST') =>
  endpoint({
    method,
    path: '/api/app/customterm/update',
    summary: 'Saves one of the caller’s templates',
    access: 'signedIn',
    keyScope: null,
    body: customTermUpdateSchema,
    data: customTermSchema,
  });

/** Clause templates (doc 3 §7 "Templates"; docs/api/contracts.md). */
export const templatesApi = {
  readList: endpoint({
    method: 'GET',
    path: '/api/app/customterm/readlist',
    summary: 'The caller’s templates, of one contract type when `type` is given',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({
      type: z.coerce
        .number()
        .pipe(z.union([z.literal(0), z.literal(1)]))
        .optional(),
    }),
    data: z.array(customTermSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/app/customterm/create',
    summary: 'Creates a template',
    access: 'signedIn',
    keyScope: null,
    body: customTermCreateSchema,
    data: customTermSchema,
  }),
  update: update('PUT'),
  /** The demo builder saves with POST (doc 3 §7). */
  updateWithPost: update('POST'),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/app/customterm/delete',
    summary: 'Deletes templates of the caller by id',
    access: 'signedIn',
    keyScope: null,
    body: z.array(z.uuid({ error: 'templateNotFound' })).max(templateLimits.maxTemplatesPerAccount),
    data: z.null(),
  }),
};
