/**
 * What other features may ask of contracts (the project and contact rules read them); they go
 * through here, never through the repository. The contract screens arrive with issue 12.
 */
export {
  deleteUnsignedContractsOfProjects,
  lockContractsOfProjects,
  projectsWithSignedContracts,
  subcontractorHasContracts,
} from './contracts.repository.js';
