import { addressOut } from '../../db/address.js';
import type { z } from 'zod';
import {
  calendarDateInSteady,
  languageOf,
  clientSchema,
  subcontractorSchema,
  timeZoneOf,
  type Client,
  type contactProjectSchema,
  type Subcontractor,
} from '@tradepact/shared';
import type { clients, subcontractors } from '../../db/schema/index.js';

export type ClientRow = typeof clients.$inferSelect;
export type SubcontractorRow = typeof subcontractors.$inferSelect;
export type ContactProject = z.infer<typeof contactProjectSchema>;

export { clientSchema, subcontractorSchema };
export type ClientDto = Client;
export type SubcontractorDto = Subcontractor;

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
    Language: languageOf(row.language),
    IsBusiness: row.isBusiness,
    CreatedDate: calendarDateInSteady(row.createdAt, timeZoneOf(row.province)),
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
    Language: languageOf(row.language),
    CreatedDate: calendarDateInSteady(row.createdAt, timeZoneOf(row.province)),
    Projects: projects,
    Contracts: [],
    ProjectId: null,
  };
}
