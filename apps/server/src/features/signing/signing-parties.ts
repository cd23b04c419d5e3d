import { contractFormSchema, contractTitle, personName } from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { accountEmail } from '../auth/user-info.js';
import { findFile } from '../files/files.service.js';
import { businessService } from '../profile/business.service.js';
import type { ContractRow } from '../contracts/contracts.service.js';
import type { SigningContract, SigningContractor } from './signing-messages.js';

/**
 * The contractor as the messages to recipients present them (requests, reminders, withdrawals), with
 * the province whose calendar tells the offer's last day.
 */
export async function signingContractorOf(
  db: Db,
  q: Queryable,
  ownerId: string,
): Promise<SigningContractor & { province: string }> {
  // One query at a time: inside a transaction, `q` is one connection.
  const profile = await businessService(db).read(ownerId, q);
  const account = await accountEmail(q, ownerId);
  const logoFile = profile.Photo ? await findFile(q, profile.Photo).catch(() => undefined) : undefined;
  return {
    businessName: profile.Name || personName(profile.FirstName, profile.LastName),
    name: personName(profile.FirstName, profile.LastName),
    email: profile.Email || account,
    phone: profile.Phone,
    province: profile.Province,
    ...(logoFile ? { logo: { storageKey: logoFile.storageKey, contentType: logoFile.mimeType } } : {}),
  };
}

/** What the messages say of the contract itself. */
export const signingContractFacts = (row: ContractRow): SigningContract => ({
  number: row.number,
  revision: row.revision,
  title: contractTitle(contractFormSchema.parse(row.data).ScopeOfServices),
  type: row.type,
  expiresOn: row.expiresOn ?? '',
  amendment: row.revision > 0,
});

/** The masked mobile number an SMS went to, as the audit trail keeps it. */
export const maskedPhone = (phone: string) => `•••-•••-${phone.replace(/\D/g, '').slice(-4)}`;
