/**
 * The words of a sealed contract: what is stamped into the signature blocks, the audit certificate
 * pages appended after the contract, and the seal's reason as PDF readers show it. Placeholders are
 * written {name}.
 */
export const certificateMessages = {
  // stamped into a recipient's signature block
  certificateStampSignedBy: 'Signed electronically by {name}',

  // the certificate's head
  certificateTitle: 'Signing certificate',
  certificateIntro:
    'This certificate is part of the sealed contract. It records who signed the contract above, how and when, and every event of its signing, as {product} recorded them.',
  certificateContractHeading: 'The contract',
  certificateContractNumber: 'Contract number',
  certificateRevision: 'Revision',
  certificateRevisionOriginal: '{revision} (original)',
  certificateRevisionAmendment: '{revision} (amendment)',
  certificateContractTitle: 'Title',
  certificateBusiness: 'Business',
  certificateContractor: 'Contractor',
  certificateContractorValue: '{name} <{email}>',
  certificateDocumentCode: 'Document code',
  certificateTimeZone: 'Local times',
  certificateCopyDelivered: 'Signed copy delivered',
  certificateCancelUntil: 'Consumer may cancel until',
  certificateCancelUntilValue: '{date}, to the end of the day in {zone} ({statute}, {section})',
  certificateAmends: 'Amends',
  certificateAmendsValue: 'Contract No. {number}, revision {revision}',
  certificateAmendsSealed: 'Its sealed file (SHA-256)',
  certificateAmendsNotSealed: 'That contract was not sealed electronically.',

  // fingerprints
  certificateHashesHeading: 'Document fingerprints (SHA-256)',
  certificateOriginalHash: 'The contract as sent for signature',
  certificateSignedHash: 'The signed contract, before the seal and this certificate',
  certificateSealedHashNote:
    'A file cannot print its own fingerprint: the SHA-256 of this sealed file is given in the completion email and on the verify page, where anyone can check a copy.',
  certificateVerifyLabel: 'Check a copy at',

  // the signers (with documentSignatureName, signEmailDetailEmail, contractStatusSigned and
  // documentSignatureLine, which say the same)
  certificateSignersHeading: 'Signers',
  certificateSignerRole: 'Role',
  certificateRoleClient: 'Client',
  certificateRoleSubcontractor: 'Sub-contractor',
  certificateSignerMethod: 'Method',
  certificateMethodDrawn: 'Drawn signature',
  certificateMethodTyped: 'Typed name',
  certificateMethodPaper: 'Signed on paper',
  certificateMethodOnSend: 'Signature on file, applied when sending',
  certificateSignerSent: 'Sent',
  certificateSignerViewed: 'First viewed',
  certificateSignerIp: 'IP address',
  certificateSignerDevice: 'Device',
  certificateSignerVersion: 'Version signed',
  certificateVersionFrench: 'French',
  certificateVersionEnglishWished: 'English, at the signer’s express wish on {time}',
  certificateVersionFrenchDespiteWish:
    'French (the signer wished the English on {time}, but not every signer did, so the French binds)',
  certificateNotViewed: 'Not viewed online',
  certificateNone: '—',

  // the events
  certificateEventsHeading: 'Events',
  certificateEventsColumnTime: 'Time',
  certificateEventsColumnEvent: 'Event',
  certificateEventsColumnFrom: 'IP address and device',
  certificateEventSent: 'Sent for signature by {actor}',
  certificateEventEmailed: 'Signing request emailed to {to}',
  certificateEventTexted: 'Signing request texted to {to}',
  certificateEventCopied: 'Copy sent to {to}',
  certificateEventReminderEmailed: 'Reminder to sign emailed to {to}',
  certificateEventReminderTexted: 'Reminder to sign texted to {to}',
  certificateEventViewed: 'Opened by {actor}',
  certificateEventSigned: 'Signed by {actor}',
  certificateEventResent: 'Sent again by {actor}',
  certificateEventAmended: 'Amended by {actor} (revision {revision})',
  certificateEventCancelled: 'Cancelled by {actor}',
  certificateEventExpired: 'The offer expired',
  certificateEventSealed: 'Sealed by {actor}',
  certificateEventCancelledByClient: 'Cancelled by the client {actor}, within the period to cancel',
  // Getting paid (issue 33): on the trail after the seal, which no sealed certificate prints.
  certificateEventInvoiced: 'Invoice issued',
  certificateEventPaymentReported: 'Payment reported as sent by {actor}',
  certificateEventPaymentReceived: 'Payment received',
  certificateEventPaymentRefunded: 'Payment refunded',
  certificateEventInvoiceDisputed: 'Invoice disputed by {actor}',
  certificateEventPaperSigned: 'Signed on paper, uploaded by {actor}',
  certificateEventEnglishWished:
    '{actor} received the French version and expressly wished to be bound by the English version',
  certificateEventEnglishWithdrawn: '{actor} took back the wish to be bound by the English version',
  certificateEventChangeRequested: 'Change asked for by {actor}',
  certificateEventDeclined: 'Declined by {actor}',
  // carried into an amendment from the version it amends (issue 32 §2)
  certificateEventEarlierChangeRequested: 'Change asked for by {actor} on the earlier version {version}',
  certificateEventEarlierDeclined: 'Earlier version {version} declined by {actor}',
  certificateEventQuote: '“{text}”',
  // an event this version has no words for ({type}: its name in the audit trail)
  certificateEventOther: 'Recorded event: {type}',

  // devices, from the user agent
  certificateDevice: '{browser} on {system}',
  certificateDeviceUnknown: 'Unknown device',

  // the seal, as PDF readers show it
  certificateSealReason: 'Sealed by {product} once every party had signed',

  // the sealed file's title, as a PDF reader shows it ({title}: 'Service Agreement')
  sealedPdfTitle: '{title}, {reference}, signed',
} as const;
