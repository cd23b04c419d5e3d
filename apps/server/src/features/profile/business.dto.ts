import { z } from 'zod';
import { emptyId, formatDate, timeZoneOf } from '@tradepact/shared';
import { addressOut } from '../../db/address.js';
import type { UserRow } from '../auth/accounts.service.js';
import type { BusinessRow } from './business.repository.js';

/** The business object of docs/api/profile.md, as the pages read it. */
export const businessSchema = z.object({
  Id: z.uuid(),
  UserId: z.uuid(),
  Name: z.string(),
  GstNumber: z.string(),
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
  Signature: z.string(),
  Comments: z.string(),
  Categories: z.array(z.object({ Id: z.string(), Name: z.string() })),
  CreatedDate: z.string().nullable(),
  UpdatedDate: z.string().nullable(),
});
export type BusinessDto = z.infer<typeof businessSchema>;

export function businessDto(row: BusinessRow): BusinessDto {
  return {
    Id: row.id,
    UserId: row.userId,
    Name: row.name,
    GstNumber: row.gstNumber,
    Photo: row.photoFileId ?? '',
    FirstName: row.firstName,
    LastName: row.lastName,
    ...addressOut(row),
    Fax: row.fax,
    Phone: row.phone,
    PhoneExtension: row.phoneExtension,
    Email: row.email,
    AltFirstName: row.altFirstName,
    AltLastName: row.altLastName,
    AltPhone: row.altPhone,
    AltEmail: row.altEmail,
    SamePhone: row.samePhone,
    SameEmail: row.sameEmail,
    Signature: row.signatureFileId ?? '',
    Comments: row.comments,
    Categories: row.categories,
    CreatedDate: formatDate(row.createdAt, timeZoneOf(row.province)),
    UpdatedDate: formatDate(row.updatedAt, timeZoneOf(row.province)),
  };
}

/** A profile never saved: the all-zero id, prefilled from the account so the contractor types less. */
export function unsavedBusinessDto(user: UserRow): BusinessDto {
  return {
    Id: emptyId,
    UserId: user.id,
    Name: '',
    GstNumber: '',
    Photo: '',
    FirstName: user.firstName,
    LastName: user.lastName,
    Address: '',
    Unit: '',
    City: '',
    Province: '',
    PostalCode: '',
    Fax: '',
    Phone: user.phone ?? '',
    PhoneExtension: '',
    Email: user.email,
    AltFirstName: '',
    AltLastName: '',
    AltPhone: '',
    AltEmail: '',
    SamePhone: false,
    SameEmail: false,
    Signature: '',
    Comments: '',
    Categories: [],
    CreatedDate: null,
    UpdatedDate: null,
  };
}
