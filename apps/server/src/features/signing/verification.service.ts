import {
  contractStatuses,
  isDocumentCode,
  personName,
  todayIn,
  type DocumentStatus,
  type VerifyAnswer,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { businessService } from '../profile/business.service.js';
import {
  contractByDocumentCode,
  contractBySealedSha256,
  type ContractRow,
} from '../contracts/contracts.service.js';

/**
 * What anyone may learn without an account: whether a PDF is exactly one this product sealed (by its
 * SHA-256), and what a printed document code names. Only the contract's number, its contractor's
 * business name and its status: nothing a stranger holding a page should not see.
 */
export function verificationService(db: Db) {
  const business = businessService(db);

  async function statusOf(row: ContractRow): Promise<DocumentStatus> {
    const profile = row.ownerId ? await business.read(row.ownerId) : undefined;
    const lapsed =
      row.status === contractStatuses.sent &&
      row.expiresOn !== null &&
      row.expiresOn < todayIn(profile?.Province);
    return {
      Number: row.number,
      Revision: row.revision,
      BusinessName: profile ? profile.Name || personName(profile.FirstName, profile.LastName) : '',
      Status: lapsed ? 'Expired' : row.status,
      SignedTime: row.status === contractStatuses.signed ? (row.signedAt?.toISOString() ?? null) : null,
    };
  }

  return {
    async verify(sha256: string): Promise<VerifyAnswer> {
      const row = await contractBySealedSha256(db, sha256);
      return { Found: row !== undefined, Sha256: sha256, Contract: row ? await statusOf(row) : null };
    },

    async documentStatus(code: string): Promise<DocumentStatus> {
      const normalised = code.replace(/-/g, '').toUpperCase();
      const row = isDocumentCode(normalised) ? await contractByDocumentCode(db, normalised) : undefined;
      if (!row) throw notFound();
      return statusOf(row);
    },
  };
}
