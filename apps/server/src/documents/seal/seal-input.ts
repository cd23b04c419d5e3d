import type { SignatureLayout } from '../../db/schema/contracts.js';

/** What happened to a contract, in the order of its audit trail (the `type` of contract_events). */
export const auditEventTypes = [
  'sent',
  'emailed',
  'texted',
  'viewed',
  'signed',
  'resent',
  'amended',
  'cancelled',
  'expired',
  'paperSigned',
  'sealed',
  'englishWished',
  'englishWithdrawn',
  // A reminder to sign the schedule sent (issue 32 §3), to an email address or a masked mobile number.
  'reminderEmailed',
  'reminderTexted',
  // After the seal: the consumer cancelled within the period (issue 31 §2); no certificate prints it.
  'cancelledByClient',
  // A recipient's answer from the signing page, with their words (issue 32 §2) …
  'changeRequested',
  'declined',
  // … and, on an amendment, those of the version it amends, carried with their time and revision.
  'earlierChangeRequested',
  'earlierDeclined',
  // A copy of the contract as sent, to someone who does not sign (issue 32 §4), by email.
  'copied',
  // A code before opening (issue 32 §4): texted to a masked mobile number, then entered right or wrong.
  'codeTexted',
  'codeEntered',
  'codeWrong',
  // Getting paid (issue 33), after the seal: an invoice issued, a payment reported, received or
  // refunded, an invoice disputed. The trail keeps them; no sealed PDF prints them.
  'invoiced',
  'paymentReported',
  'paymentReceived',
  'paymentRefunded',
  'invoiceDisputed',
] as const;
export type AuditEventType = (typeof auditEventTypes)[number];

/** One event of the trail as the certificate prints it. */
export interface CertificateEvent {
  at: Date;
  /** An AuditEventType; a type this version has no words for prints as a recorded event, named. */
  type: string;
  actorName: string;
  actorEmail: string;
  ip: string;
  userAgent: string;
  /**
   * `to`: where a message went (an email address or a masked mobile number); `revision` for amended,
   * and the version an earlier change request or decline was made on; `text`: a recipient's words.
   */
  data: { to?: string; revision?: number; text?: string };
}

/** A recipient who signed, and how. */
export interface SealSigner {
  /** The index of their signature block (`SignatureBox.party`). */
  position: number;
  role: 'client' | 'subcontractor';
  name: string;
  businessName: string;
  email: string;
  method: 'drawn' | 'typed' | 'paper';
  /** The drawn signature: a PNG on a transparent background. */
  image?: Uint8Array;
  typedName?: string;
  sentAt: Date;
  viewedAt: Date | null;
  signedAt: Date;
  ip: string;
  userAgent: string;
  /**
   * A contract sent with a code before opening (issue 32 §4): the masked mobile number the code this
   * signer entered right was texted to, and when they entered it (the last time before signing).
   */
  identityCheck?: { to: string; at: Date };
  /**
   * A Quebec contract also given in English (Charter s. 55): the version sealed, and when this signer
   * expressly wished to be bound by the English (null if they did not). Absent on any other contract.
   */
  version?: { sealed: 'fr' | 'en'; englishWishedAt: Date | null };
}

/** The contractor's own signature: their profile's, applied to the contract when they sent it. */
export interface ContractorSignature {
  /** When they sent it, from where. */
  signedAt: Date;
  ip: string;
  userAgent: string;
  /** The image as applied, kept at the send; absent for a contract sent before it was kept. */
  image?: { mimeType: string; bytes: Uint8Array };
}

/** Everything sealing needs: the very bytes that were sent, where to sign them, and the trail. */
export interface SealInput {
  language: string;
  /** The PDF exactly as it was sent. */
  original: Uint8Array;
  layout: SignatureLayout;
  contract: {
    number: number;
    revision: number;
    /** The scope of services, as the certificate's title line. */
    title: string;
    businessName: string;
    contractorName: string;
    contractorEmail: string;
    documentCode: string;
    /** SHA-256 (hex) of `original`, as recorded when it was sent. */
    originalSha256: string;
    /** On an amendment: the contract it amends. */
    amends?: { number: number; revision: number; sealedSha256: string | null };
  };
  /** The IANA time zone of the property's province: every local time of the certificate is in it. */
  timeZone: string;
  /** The first signer the certificate lists: the contractor, who signed by sending. */
  contractorSignature: ContractorSignature;
  signers: SealSigner[];
  events: CertificateEvent[];
  /**
   * A consumer contract's right to cancel: when the signed copy is delivered (the completion email,
   * queued with the seal) and the last day to cancel it counts to, in the property's zone.
   */
  cancellation?: {
    deliveredAt: Date;
    lastDay: string;
    timeZone: string;
    statute: string;
    section: string;
  };
  /**
   * The product's address: the certificate prints its /verify page, and each of its pages a QR code
   * to this contract's /C/<document code> page, as the contract's pages do.
   */
  publicUrl: string;
}

export interface SealedPdf {
  bytes: Uint8Array;
  /** SHA-256 (hex) of `bytes`: what the database, the completion email and /verify know it by. */
  sha256: string;
  /** SHA-256 (hex) of the signed document before the seal, as printed on the certificate. */
  signedSha256: string;
}

/** The product's sealing identity: a PKCS#12 with its password, and an optional RFC 3161 authority. */
export interface SealCredentials {
  p12: Buffer;
  password: string;
  tsaUrl?: string;
  /** The product the seal speaks for, in the reason PDF readers show with it; PRODUCT_NAME's default if unset. */
  productName?: string;
}
