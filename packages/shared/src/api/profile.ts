import { z } from 'zod';
import { businessShapeSchema } from '../validation/business.js';
import { endpoint } from './endpoint.js';

/** The business object of docs/api/profile.md, as the pages read it. */
export const businessSchema = z.object({
  /** The all-zero id while the profile was never saved. */
  Id: z.uuid(),
  UserId: z.uuid(),
  Name: z.string(),
  GstNumber: z.string(),
  /** Logo file id, '' when none. */
  Photo: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
  Fax: z.string(),
  Phone: z.string(),
  PhoneExtension: z.string(),
  Email: z.string(),
  AltFirstName: z.string(),
  AltLastName: z.string(),
  AltPhone: z.string(),
  AltEmail: z.string(),
  SamePhone: z.boolean(),
  SameEmail: z.boolean(),
  /** Signature file id, '' when none. */
  Signature: z.string(),
  Comments: z.string(),
  Categories: z.array(z.object({ Id: z.string(), Name: z.string() })),
  /** Quebec's RBQ licence, "5678-1234-01", '' when none (issue 31 §3). */
  RbqLicence: z.string(),
  /** The OPC's itinerant merchant permit number, '' when none. */
  OpcPermit: z.string(),
  /** Service Alberta's prepaid contracting business licence number, '' when none. */
  AlbertaPrepaidLicence: z.string(),
  /** Revenu Québec's QST registration number, "1234567890TQ0001", '' when none. */
  QstNumber: z.string(),
  CreatedDate: z.string().nullable(),
  UpdatedDate: z.string().nullable(),
});
export type Business = z.infer<typeof businessSchema>;
export type BusinessCategory = Business['Categories'][number];

/** The signed-in contractor's business profile (docs/api/profile.md). */
export const profileApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/app/business/read',
    summary: "The caller's business profile (prefilled from the account until first saved)",
    access: 'signedIn',
    keyScope: null,
    data: businessSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/app/business/update',
    summary: "Saves the caller's business profile; a refusal names the first problem and changes nothing",
    access: 'signedIn',
    keyScope: null,
    body: businessShapeSchema,
    data: businessSchema,
  }),
};
