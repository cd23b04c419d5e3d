import { isDocumentCode } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { verifiedAccountEmail } from '../auth/user-info.js';
import { contractByDocumentCode } from '../contracts/contracts.service.js';
import { signerByKeyHash, signersOf, type SignerRow } from './signers.repository.js';
import { hashSigningKey, signingKeyPattern } from './signing-keys.js';

/**
 * The signer a code names: a signing key, or (doc 3 §4 contract-by-code) the document code of a
 * contract sent to the signed-in caller's verified email.
 */
export async function signerByCode(
  q: Queryable,
  code: string,
  userId: string | null | undefined,
): Promise<SignerRow | undefined> {
  if (signingKeyPattern.test(code)) return signerByKeyHash(q, hashSigningKey(code));
  if (!userId || !isDocumentCode(code)) return undefined;
  const [email, contract] = await Promise.all([
    verifiedAccountEmail(q, userId),
    contractByDocumentCode(q, code),
  ]);
  if (!email || !contract) return undefined;
  return (await signersOf(q, contract.id)).find((signer) => signer.email.toLowerCase() === email);
}
