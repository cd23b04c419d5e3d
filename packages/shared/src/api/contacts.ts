import { z } from 'zod';
import { languages } from '../messages/index.js';
import { clientShapeSchema, subcontractorShapeSchema } from '../validation/contacts.js';
import { endpoint } from './endpoint.js';
import { contractSummarySchema } from './contract-summary.js';

/** A project a contact belongs to, as the contacts lists show it. */
export const contactProjectSchema = z.object({ Id: z.uuid(), Name: z.string(), Status: z.number().int() });

const addressFields = {
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
};

/** Doc 2 §3's Client object. */
export const clientSchema = z.object({
  Id: z.uuid(),
  BusinessName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Name: z.array(z.object({ FirstName: z.string(), LastName: z.string() })),
  SameAddress: z.boolean(),
  ...addressFields,
  Phone: z.string(),
  Fax: z.string(),
  Email: z.string(),
  /** The language the client reads their contracts in (issue 30 §1). */
  Language: z.enum(languages),
  /** A business, not a consumer: the province's consumer rules do not apply (issue 31 §1). */
  IsBusiness: z.boolean(),
  CreatedDate: z.string(),
  Projects: z.array(contactProjectSchema),
  Contracts: z.array(contractSummarySchema),
});
export type Client = z.infer<typeof clientSchema>;

/** Doc 2 §3's Subcontractor object. */
export const subcontractorSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  ContactFirstName: z.string(),
  ContactLastName: z.string(),
  ...addressFields,
  Fax: z.string(),
  Phone: z.string(),
  PhoneExtension: z.string(),
  Email: z.string(),
  ContactPhone: z.string(),
  ContactEmail: z.string(),
  SamePhone: z.boolean(),
  SameEmail: z.boolean(),
  /** The language the sub-contractor reads their contracts in (issue 30 §1). */
  Language: z.enum(languages),
  CreatedDate: z.string(),
  Projects: z.array(contactProjectSchema),
  Contracts: z.array(contractSummarySchema),
  ProjectId: z.null(),
});
export type Subcontractor = z.infer<typeof subcontractorSchema>;

/** The contractor's reusable clients and sub-contractors (docs/api/contacts.md). */
export const contactsApi = {
  clientList: endpoint({
    method: 'GET',
    path: '/api/app/client/readlist',
    summary: "The caller's clients",
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(clientSchema),
  }),
  clientCreate: endpoint({
    method: 'POST',
    path: '/api/app/client/create',
    summary: 'Creates a client',
    access: 'signedIn',
    keyScope: null,
    body: clientShapeSchema,
    data: clientSchema,
  }),
  clientUpdate: endpoint({
    method: 'PUT',
    path: '/api/app/client/update',
    summary: 'Saves a client',
    access: 'signedIn',
    keyScope: null,
    body: clientShapeSchema,
    data: clientSchema,
  }),
  clientDelete: endpoint({
    method: 'DELETE',
    path: '/api/app/client/delete',
    summary: "Deletes the caller's clients, all or none: none on a project or a contract",
    access: 'signedIn',
    keyScope: null,
    body: z.array(z.uuid()).min(1).max(100),
    data: z.null(),
  }),
  subcontractorList: endpoint({
    method: 'GET',
    path: '/api/app/subcontractor/readlist',
    summary: "The caller's sub-contractors",
    access: 'signedIn',
    keyScope: 'contracts:read',
    data: z.array(subcontractorSchema),
  }),
  subcontractorCreate: endpoint({
    method: 'POST',
    path: '/api/app/subcontractor/create',
    summary: 'Creates a sub-contractor (My Contacts), added to ProjectId when given',
    access: 'signedIn',
    keyScope: null,
    body: subcontractorShapeSchema,
    data: subcontractorSchema,
  }),
  subcontractorCreateWithProject: endpoint({
    method: 'POST',
    path: '/api/app/subcontractor/createwithproject',
    summary: 'Creates a sub-contractor on a project (My Projects)',
    access: 'signedIn',
    keyScope: null,
    body: subcontractorShapeSchema.extend({ ProjectId: z.uuid() }),
    data: subcontractorSchema,
  }),
  subcontractorUpdate: endpoint({
    method: 'PUT',
    path: '/api/app/subcontractor/update',
    summary: 'Saves a sub-contractor; with ProjectId, also adds it to that current project',
    access: 'signedIn',
    keyScope: null,
    body: subcontractorShapeSchema,
    data: subcontractorSchema,
  }),
  subcontractorDelete: endpoint({
    method: 'DELETE',
    path: '/api/app/subcontractor/delete',
    summary: "Deletes the caller's sub-contractors, all or none: none on a project or a contract",
    access: 'signedIn',
    keyScope: null,
    body: z.array(z.uuid()).min(1).max(100),
    data: z.null(),
  }),
  subcontractorRemoveFromProject: endpoint({
    method: 'PUT',
    path: '/api/app/subcontractor/deletefromproject',
    summary: 'Removes a sub-contractor from a project',
    access: 'signedIn',
    keyScope: null,
    body: z.object({ subcontractorId: z.uuid(), projectId: z.uuid() }),
    data: z.null(),
  }),
};
