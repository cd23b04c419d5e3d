/**
 * What other features may use of signers and the audit trail (project lists show who signed; a copy
 * signed on paper records its signers and event; payment reminders speak the language the contract
 * was sent in); never the repositories.
 */
export { markSigned, signersOf, signersOfContracts, type SignerRow } from './signers.repository.js';
export { sentLanguage, type AuditActor } from './audit.repository.js';
export { recordEvents } from './audit-trail.service.js';
