import { addDays, contractStatuses, instantIn, todayIn } from '@tradepact/shared';
import type { ContractRow } from '../contracts/contracts.service.js';

type ContractState = Pick<ContractRow, 'status' | 'expiresOn' | 'clientCancelledAt'>;

/**
 * Whether a contract still waits for signatures, on the calendar of `province` (the contractor's, as
 * the signing link reads it): only a Sent contract before the end of its last day. Signed, withdrawn
 * (Cancelled), replaced by an amendment (Superseded), and any status added later (Declined) are not:
 * reminders stop at each. Who of its signers has signed is the caller's to read.
 */
export function isContractOpenForSigning(
  contract: ContractState,
  province: string,
  now = new Date(),
): boolean {
  if (contract.status !== contractStatuses.sent || contract.clientCancelledAt) return false;
  return contract.expiresOn === null || contract.expiresOn >= todayIn(province, now);
}

/** When the offer lapses and its links stop: the start of the day after its last day, in `province`. */
export function lapsesAt(expiresOn: string | null, province: string): Date | null {
  return expiresOn ? instantIn(province, addDays(expiresOn, 1), '00:00') : null;
}
