import { addressOut } from '../../db/address.js';
import { z } from 'zod';
import { formatDate } from '@tradepact/shared';
import type { clients, subcontractors } from '../../db/schema/index.js';

export type ClientRow = typeof clients.$inferSelect;
export type SubcontractorRow = typeof subcontractors.$inferSelect;

/** A project a contact belongs to, as the contacts lists show it. */
export interface ContactProject {
  Id: string;
  Name: string;
  Status: number;
}

const contactProjectSchema = z.object({ Id: z.uuid(), Name: z.string(), Status: z.number().int() });
const addressSchema = {
  Address: z.string(),
  Unit: z.string(),
  City: z.string(),
  Province: z.string(),
  PostalCode: z.string(),
};

export const clientSchema = z.object({
  Id: z.uuid(),
  BusinessName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Name: z.array(z.object({ FirstName: z.string(), LastName: z.string() })),
  SameAddress: z.boolean(),
  ...addressSchema,
  Phone: z.string(),
  Fax: z.string(),
  Email: z.string(),
  CreatedDate: z.string(),
  Projects: z.array(contactProjectSchema),
  Contracts: z.array(z.unknown()),
});
export type ClientDto = z.infer<typeof clientSchema>;

export const subcontractorSchema = z.object({
  Id: z.uuid(),
  Name: z.string(),
  ContactFirstName: z.string(),
  ContactLastName: z.string(),
  ...addressSchema,
  Fax: z.string(),
  Phone: z.string(),
  PhoneExtension: z.string(),
  Email: z.string(),
  ContactPhone: z.string(),
  ContactEmail: z.string(),
  SamePhone: z.boolean(),
  SameEmail: z.boolean(),
  CreatedDate: z.string(),
  Projects: z.array(contactProjectSchema),
  Contracts: z.array(z.unknown()),
  ProjectId: z.null(),
});
export type SubcontractorDto = z.infer<typeof subcontractorSchema>;

export function clientDto(row: ClientRow, projects: ContactProject[] = []): ClientDto {
  return {
    Id: row.id,
    BusinessName: row.businessName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Name: row.names,
    SameAddress: row.sameAddress,
    ...addressOut(row),
    Phone: row.phone,
    Fax: row.fax,
    Email: row.email,
    CreatedDate: formatDate(row.createdAt),
    Projects: projects,
    Contracts: [],
  };
}

export function subcontractorDto(row: SubcontractorRow, projects: ContactProject[] = []): SubcontractorDto {
  return {
    Id: row.id,
    Name: row.name,
    ContactFirstName: row.contactFirstName,
    ContactLastName: row.contactLastName,
    ...addressOut(row),
    Fax: row.fax,
    Phone: row.phone,
    PhoneExtension: row.phoneExtension,
    Email: row.email,
    ContactPhone: row.contactPhone,
    ContactEmail: row.contactEmail,
    SamePhone: row.samePhone,
    SameEmail: row.sameEmail,
    CreatedDate: formatDate(row.createdAt),
    Projects: projects,
    Contracts: [],
    ProjectId: null,
  };
}
