import type { ContractRow } from '../contracts/contracts.service.js';
import type { SignerRow } from './signers.repository.js';

/**
 * Issue 32 §4: whether the contract's clients sign one after the other (the builder's switch, kept
 * in the form as sent). A contract sent before the switch existed is signed all at once.
 */
export const signsInOrder = (contract: Pick<ContractRow, 'data'>): boolean =>
  contract.data.SignInOrder === true;

/**
 * Who is asked to sign now, in the document's order: everyone who has not signed, or, in order,
 * the first of them only.
 */
export function signersToAsk<T extends Pick<SignerRow, 'position' | 'signedAt'>>(
  inOrder: boolean,
  signers: T[],
): T[] {
  const unsigned = signers.filter((signer) => !signer.signedAt).sort((a, b) => a.position - b.position);
  return inOrder ? unsigned.slice(0, 1) : unsigned;
}

/** Whether a signer was ever sent their link: in order, the later ones are not until their turn. */
export const wasInvited = (signer: Pick<SignerRow, 'emailJobId' | 'signedAt'>): boolean =>
  signer.emailJobId !== null || signer.signedAt !== null;
