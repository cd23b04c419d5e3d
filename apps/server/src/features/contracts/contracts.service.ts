import { contractStatuses, formatDate, timeZoneOf, todayIn, type ContractSummary } from '@tradepact/shared';
import type { ProjectContractRow } from './contracts.repository.js';

/**
 * What other features may ask of contracts (the project rules and lists read them); they go through
 * here, never through the repository.
 */
export {
  contractsOfProjects,
  deleteUnsignedContractsOfProjects,
  lockContractsOfProjects,
  projectsWithSignedContracts,
  subcontractorHasContracts,
  type ProjectContractRow,
} from './contracts.repository.js';

/** A contract as project lists show it (doc 2 §3), dated in the project's province. */
export function contractSummary(row: ProjectContractRow, province: string): ContractSummary {
  const sentAndLapsed =
    row.status === contractStatuses.sent && row.expiresOn !== null && row.expiresOn < todayIn(province);
  return {
    Id: row.id,
    OriginalId: row.originalId,
    Status: row.status,
    Type: row.type,
    PartyBId: row.subcontractorId,
    CreatedDate: formatDate(row.createdAt, timeZoneOf(province)),
    IsExpired: sentAndLapsed,
    Data: { ScopeOfServices: row.scopeOfServices ?? '' },
  };
}
