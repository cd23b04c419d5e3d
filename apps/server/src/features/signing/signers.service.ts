/** What other features may read of signers (project lists show who signed); never the repository. */
export { signersOfContracts, type SignerRow } from './signers.repository.js';
