/** The sealed PDF of a signed contract, and the product's sealing identity. */
export { loadSealCredentials, type SealCredentialOptions } from './seal-credentials.js';
export { sealContract } from './seal-contract.js';
export type {
  AuditEventType,
  CertificateEvent,
  SealCredentials,
  SealedPdf,
  SealInput,
  SealSigner,
} from './seal-input.js';
