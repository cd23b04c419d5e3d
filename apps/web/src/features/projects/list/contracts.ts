import { contractStatuses, contractTypes } from '@tradepact/shared';
import type { ProjectContract } from './api';

/** Doc 2 §4: only the latest contract of an amendment chain is shown. */
export function latestContracts(contracts: readonly ProjectContract[]): ProjectContract[] {
  const replaced = new Set(contracts.map((contract) => contract.OriginalId).filter(Boolean));
  return contracts.filter((contract) => !replaced.has(contract.Id));
}

/** Doc 2 §3: type 0 is a sub-contractor contract, any other type a client contract. */
export function isSubcontract(contract: ProjectContract): boolean {
  return contract.Type === contractTypes.subcontractor;
}

export interface ContractCounts {
  total: number;
  drafts: number;
  sent: number;
  signed: number;
  expired: number;
}

/** Doc 2 §4: Draft, then sent (unsigned, possibly expired), then Signed. */
export function countContracts(contracts: readonly ProjectContract[]): ContractCounts {
  const counts: ContractCounts = { total: contracts.length, drafts: 0, sent: 0, signed: 0, expired: 0 };
  for (const contract of contracts) {
    if (contract.Status === contractStatuses.draft) counts.drafts += 1;
    else if (contract.Status === contractStatuses.signed) counts.signed += 1;
    else if (contract.IsExpired) counts.expired += 1;
    else counts.sent += 1;
  }
  return counts;
}
