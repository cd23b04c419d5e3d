import { emptyId, formatDate, timeZoneOf, type Business } from '@tradepact/shared';
import { addressOut } from '../../db/address.js';
import type { UserRow } from '../auth/accounts.service.js';
import type { BusinessRow } from './business.repository.js';

export function businessDto(row: BusinessRow): Business {
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
    RbqLicence: row.rbqLicence,
    OpcPermit: row.opcPermit,
    AlbertaPrepaidLicence: row.albertaPrepaidLicence,
    QstNumber: row.qstNumber,
    CreatedDate: formatDate(row.createdAt, timeZoneOf(row.province)),
    UpdatedDate: formatDate(row.updatedAt, timeZoneOf(row.province)),
  };
}

/** A profile never saved: the all-zero id, prefilled from the account so the contractor types less. */
export function unsavedBusinessDto(user: UserRow): Business {
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
    RbqLicence: '',
    OpcPermit: '',
    AlbertaPrepaidLicence: '',
    QstNumber: '',
    CreatedDate: null,
    UpdatedDate: null,
  };
}
