import { z } from 'zod';
import { projectShapeSchema } from '../validation/contacts.js';
import { clientSchema, subcontractorSchema } from './contacts.js';
import { contractSummarySchema } from './contract-summary.js';
import { endpoint } from './endpoint.js';

/** Doc 2 §4: 0 current, 1 archived/finished, 2 pending. */
export const projectStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** Doc 2 §3's Project object. A party's view leaves the owner's details empty. */
export const projectSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  Comments: z.string(),
  Status: projectStatusSchema,
  IsOwner: z.boolean(),
  OwnerName: z.string(),
  /** '' for the owner, else the caller's part in the project. */
  Role: z.enum(['', 'Client', 'Sub-Contractor']),
  CreatedDate: z.string(),
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
  IsDeletable: z.boolean(),
  Client: z.object({ Phone: z.string(), Email: z.string(), Contracts: z.array(contractSummarySchema) }),
  Clients: z.array(clientSchema),
  Subcontractors: z.array(subcontractorSchema),
  Contracts: z.array(contractSummarySchema),
});
export type Project = z.infer<typeof projectSchema>;

export const addressSuggestionSchema = z.object({
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** The contractor's projects (docs/api/projects.md). */
export const projectsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/app/project/readlist',
    summary: "The caller's projects, and those where the caller is a client or sub-contractor",
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ lite: z.stringbool().default(false) }),
    data: z.array(projectSchema),
  }),
  page: endpoint({
    method: 'GET',
    path: '/api/app/project/readpage',
    summary: 'One page of one status of the project list (My Projects), with the total',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({
      status: z.coerce.number().pipe(projectStatusSchema).default(0),
      pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(10),
    }),
    data: z.object({ Rows: z.array(projectSchema), Total: z.number().int() }),
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/app/project/read',
    summary: 'One project (read-only for a party)',
    access: 'signedIn',
    keyScope: 'contracts:read',
    query: z.object({ id: z.uuid() }),
    data: projectSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/app/project/create',
    summary: 'Creates a project with its client blocks',
    access: 'signedIn',
    keyScope: null,
    body: projectShapeSchema,
    data: projectSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/app/project/update',
    summary: 'Saves a project and replaces its client blocks',
    access: 'signedIn',
    keyScope: null,
    body: projectShapeSchema,
    data: projectSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/app/project/delete',
    summary: "Deletes the caller's projects, all or none",
    access: 'signedIn',
    keyScope: null,
    body: z.array(z.uuid()).min(1).max(100),
    data: z.null(),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/api/app/project/updatestatus',
    summary: 'Moves a project to current (0), archived (1) or pending (2)',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ id: z.uuid(), status: projectStatusSchema }),
    data: z.null(),
  }),
  suggestAddress: endpoint({
    method: 'GET',
    path: '/api/app/address/suggest',
    summary: "Addresses from the caller's own business, projects and contacts",
    access: 'signedIn',
    keyScope: null,
    query: z.object({ q: z.string().trim().min(2).max(100) }),
    data: z.array(addressSuggestionSchema),
  }),
};
