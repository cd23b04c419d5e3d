/**
 * What other features may use of signers and the audit trail (project lists show who signed; a copy
 * signed on paper records its signers and event); never the repositories.
 */
export { markSigned, signersOf, signersOfContracts, type SignerRow } from './signers.repository.js';
export { appendEvents } from './audit.repository.js';
