/**
 * The emails and texts of signing: the request to sign, the copies once sealed, and what the
 * contractor is told (viewed, signed, sealed, expired, withdrawn). Placeholders are written {name}.
 * Subjects stay short and carry no contract title: long subjects are what lands signing requests in
 * spam (DocuSeal #376).
 */
export const signingEmailMessages = {
  // every email
  signEmailGreeting: 'Hi {name},',
  signEmailLinkFallback: 'If the button does not work, copy this link into your browser:',
  // a label and its value on one line of the plain-text part (French puts a space before the colon)
  emailLabelledValue: '{label}: {value}',
  // a label over the link it names, in the plain-text part
  emailLinkLabel: '{label}:',
  signEmailContractNumber: 'No. {number}',
  signEmailContractNumberAmended: 'No. {number}, amendment {revision}',
  signEmailNumberAmended: 'Amendment {revision} to No. {number}',
  signEmailKindClient: 'service agreement',
  signEmailKindSubcontract: 'sub-contract agreement',
  signEmailDetailContract: 'Contract',
  signEmailDetailNumber: 'Contract No.',
  signEmailDetailSignBy: 'Sign by',
  signEmailDetailFrom: 'From',
  signEmailDetailContact: 'Contact',
  signEmailDetailEmail: 'Email',
  signEmailDetailPhone: 'Phone',

  // the request to sign (first send, amendment, resend)
  signEmailRequestSubject: '{business} sent you a contract to sign',
  signEmailAmendmentSubject: '{business} sent you an amended contract to sign',
  signEmailReminderSubject: 'Reminder: {business} is waiting for your signature',
  signEmailRequestPreheader: 'Review and sign “{title}” by {date}.',
  signEmailRequestHeading: 'A contract is ready for your signature',
  signEmailAmendmentHeading: 'An amended contract is ready for your signature',
  signEmailReminderHeading: 'Your signature is still needed',
  signEmailRequestBody: '{contractor} of {business} sent you a {kind}, “{title}”, to review and sign.',
  signEmailAmendmentBody:
    '{contractor} of {business} changed your {kind}, “{title}”, and sent you the amended version to review and sign. It replaces the version you received before.',
  signEmailAmendmentChanges: 'What changed: {changes}.',
  signEmailCopySubject: '{business} sent a contract for signature: your copy',
  signEmailCopyHeading: 'A copy for you to read',
  signEmailCopyBody:
    '{contractor} of {business} sent the {kind} “{title}” to {signers} for signature, and asked that you receive a copy. You do not need to sign it. The contract as sent is attached; you will receive the signed copy once everyone has signed.',
  signEmailCopyFooter:
    'Sent for {business} by {product}. If you were not expecting this email, you can ignore it.',
  signEmailReminderBody:
    '{contractor} of {business} is still waiting for your signature on the {kind} “{title}”. This email has the latest link: earlier ones may no longer work.',
  signEmailRequestExpiry:
    'Please sign by {date}. After that date the offer expires and the link stops working.',
  signEmailRequestBinding:
    'Signing electronically is as binding as signing on paper. You can read the whole contract before you sign, on your phone or computer, and you will receive a copy by email once everyone has signed.',
  signEmailRequestNote: '{contractor} wrote:',
  signEmailRequestButton: 'Review and sign',
  signEmailRequestPersonal:
    'This link is personal: anyone who has it can sign in your name. Please do not forward this email.',
  signEmailRequestFooter:
    'Sent for {business} by {product}. You do not need an account to sign. If you were not expecting this email, you can ignore it.',
  signSmsRequest: '{business} sent you a contract to sign: {link} (personal link, please do not share)',
  signSmsAmendment:
    '{business} sent you an amended contract to sign: {link} (personal link, please do not share)',
  signSmsReminder:
    'Reminder: {business} is waiting for your signature: {link} (personal link, please do not share)',

  // the reminders to sign the schedule sends (issue 32 §3), with the link the recipient already has;
  // the subject is signEmailReminderSubject
  signEmailAutoReminderBody:
    'Reminder: {contractor} of {business} is waiting for your signature on the {kind} “{title}”.',
  signEmailAutoReminderFooter:
    'Sent for {business} by {product} to those who have not signed yet. Once you sign, the reminders stop.',
  signSmsAutoReminder:
    'Reminder: {business} is waiting for your signature on contract {number}, by {date}: {link} (personal link, please do not share)',

  // the sealed copy, to every party
  signEmailCompletedSubject: 'Contract {number} is signed: your copy is attached',
  signEmailCompletedPreheader: 'Everyone has signed. Keep the attached PDF for your records.',
  signEmailCompletedHeading: 'Everyone has signed',
  signEmailCompletedBody:
    'The {kind} “{title}” with {business} has been signed by every party. The final copy, sealed by {product}, is attached to this email: please keep it for your records.',
  signEmailCompletedFingerprint:
    'The file’s SHA-256 fingerprint is below. To check that a copy is exactly this sealed contract, drop it on the verification page: any change, even of one character, shows.',
  signEmailCompletedCancel:
    'You may cancel this agreement until {date} ({days} days after you received this copy), for any reason.',
  signEmailCompletedCancelEntered:
    'You may cancel this agreement until {date} ({days} days after the day you entered into it), for any reason.',
  signEmailCompletedCancelMoved:
    'The {days} days end on {plainDate}, a weekend day or a holiday, so the period runs to the end of {date}.',
  signEmailCompletedCancelContractor:
    'Your client may cancel this agreement until {date} ({statute}, {section}).',
  signEmailCompletedButton: 'Verify a copy',
  signEmailCompletedCancelLink: 'Cancel this agreement',

  // the consumer cancelled within the period (issue 31 §2): the client's confirmation
  clientCancelEmailSubject: 'You cancelled contract {number} with {business}',
  clientCancelEmailHeading: 'Your cancellation is recorded',
  clientCancelEmailBody:
    'You cancelled the {kind} “{title}” with {business} on {time}, within the period to cancel. {business} has been told.',
  clientCancelEmailRefund:
    'The contractor must refund your payments, a deposit included, within {days} days of the cancellation ({statute}, {section}).',
  clientCancelEmailRule: 'Your right to cancel comes from {statute}, {section}.',
  clientCancelEmailFooter:
    'Sent for {business} by {product}. Keep this email: it records the time of your cancellation.',
  // … and the contractor's notice
  clientCancelNoticeSubject: '{signer} cancelled contract {number}',
  clientCancelNoticeBody:
    '{signer} cancelled “{title}” ({number}) on {time}, within the period to cancel ({statute}, {section}). My Projects now shows it as Cancelled by the client.',
  clientCancelNoticeRefund:
    'The payments you received, a deposit included, must be refunded within {days} days of the cancellation.',
  clientCancelNoticeReason: 'The reason your client gave',
  clientCancelNoticeSms:
    '{product}: {signer} cancelled contract {number} (“{title}”) within the period to cancel. Details by email.',
  signEmailDetailFile: 'File',
  signEmailDetailSha256: 'SHA-256',
  signEmailCompletedFooter: 'Sent for {business} by {product}, to every party of the contract.',

  // to the contractor
  signEmailNoticeViewedSubject: '{signer} opened contract {number}',
  signEmailNoticeViewedBody: '{signer} opened “{title}” ({number}) for the first time.',
  signEmailNoticeSignedSubject: '{signer} signed contract {number}',
  signEmailNoticeSignedBody:
    '{signer} signed “{title}” ({number}). When every party has signed, everyone receives the sealed copy by email.',
  signEmailNoticeSealedSubject: 'Contract {number} is signed by everyone',
  signEmailNoticeSealedBody:
    'Every party signed “{title}” ({number}). The sealed copy is in My Projects, and on its way to every party by email.',
  signEmailNoticeExpiredSubject: 'Contract {number} expired before it was signed',
  signEmailNoticeExpiredBody:
    '“{title}” ({number}) was open until {date} and not everyone signed it. You can edit it and send it again from My Projects.',
  signEmailNoticeButton: 'Open My Projects',
  signEmailNoticeFooter: 'You receive these emails about the contracts you send with {product}.',

  // withdrawn, to the recipients
  signEmailWithdrawnSubject: '{business} withdrew contract {number}',
  signEmailWithdrawnHeading: 'This contract was withdrawn',
  signEmailWithdrawnBody:
    '{contractor} of {business} withdrew the {kind} “{title}”. There is nothing for you to sign: the link you received no longer works.',
  signEmailWithdrawnQuestions:
    'Questions about it? Please contact {contractor} directly: their details are below.',
  signEmailWithdrawnFooter: 'Sent for {business} by {product}.',
} as const;
