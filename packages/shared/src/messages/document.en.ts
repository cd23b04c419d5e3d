import { documentConstructionMessages } from './document-construction.en.js';
/**
 * The consumer's right to cancel, on page 1 (issue 31 §2), worded from the province's record. The
 * signing page states it too above the signature, in these same words: a public page's messages.
 */
export const documentCancelMessages = {
  documentCancelHeading: 'Your right to cancel',
  documentCancelCopyReceived:
    'You may cancel this agreement at any time until {days} days after you receive a copy of it, for any reason.',
  documentCancelContractEntered:
    'You may cancel this agreement at any time until {days} days after the day you enter into it, for any reason.',
  documentCancelExtended: 'You may cancel it for up to {period} if:',
  documentCancelPeriodOneYear: 'one year',
  documentCancelPeriodYears: '{years} years',
  documentCancelWhenCopyDefective:
    'you do not receive a copy of this agreement, or your copy lacks information the law requires',
  documentCancelWhenNotDelivered30Days:
    'the work has not begun within 30 days after the date this agreement gives for it',
  documentCancelWhenUnlicensed: 'the Contractor does not hold the licence or permit the law requires',
  documentCancelWhenNoSecurity: 'the Contractor has not given the security the law requires',
  documentCancelWhenNoStatementAttached:
    'the statement of your cancellation rights and the cancellation form are not attached to this agreement',
  documentCancelRefund: 'If you cancel, the Contractor must refund your payments within {days} days.',
  documentCancelSource: 'Source: {statute}, {section}.',
} as const;

/**
 * The names the document gives the work's facts and payments, which the signing page also shows when
 * it says what an amendment changes (contract/changes.ts): public words, loaded by every page.
 */
export const documentFactNames = {
  documentServiceAddress: 'Service address',
  documentServiceType: 'Type of work',
  documentScopeHeading: 'Scope of services',
  documentPaymentDeposit: 'Deposit',
  documentPaymentTerm: 'Payment {number}',
} as const;

/**
 * The words of the contract document (preview and PDF): headings, labels, the payment table. The
 * spec does not word the document; these are ours, in its voice.
 */
export const documentMessages = {
  ...documentFactNames,
  documentTitleClient: 'Service Agreement',
  documentTitleSubcontract: 'Sub-Contract Agreement',
  documentSubject: '{title} between {contractor} and {recipients}',
  documentNumber: 'Contract No. {number}',
  documentNumberAmended: 'Amendment {revision} to Contract No. {number}',
  documentIssuedOn: 'Issued {date}',
  documentDraftMark: 'DRAFT',
  documentIntroClient:
    'This agreement is made on {date} between the Contractor and the Client named below. The Contractor will carry out the work described in it, and the Client will pay for it, on the terms that follow.',
  documentIntroSubcontract:
    'This agreement is made on {date} between the Contractor and the Sub-contractor named below. The Sub-contractor will carry out the work described in it for the Contractor, and the Contractor will pay for it, on the terms that follow.',

  ...documentCancelMessages,

  documentPartiesHeading: 'The parties',
  documentRoleContractor: 'The Contractor',
  documentRoleClient: 'The Client',
  documentRoleSubcontractor: 'The Sub-contractor',
  documentRbqLicence: 'RBQ licence: {number}',
  documentOpcPermit: 'OPC itinerant merchant permit: {number}',
  documentAlbertaPrepaidLicence: 'Alberta prepaid contracting licence: {number}',
  documentEstimate: 'This price is an estimate.',
  documentEstimateCap:
    'This price is an estimate: the final price may not exceed it by more than {percent}% without the client’s agreement ({statute}, {section}).',
  documentGstNumber: 'GST/HST No. {number}',
  documentQstNumber: 'QST No. {number}',

  documentWorkHeading: 'The work',
  documentPropertyAddress: 'Property address',
  documentCommencementDate: 'Work starts',
  documentCompletionDate: 'Work completed by',
  documentExpiryDate: 'This offer is open until',

  documentPaymentHeading: 'Payment schedule',
  documentPaymentColumnItem: 'Payment',
  documentPaymentColumnDue: 'Due',
  documentPaymentColumnAmount: 'Amount',
  documentPaymentOnMilestone: 'On completion of: {milestone}',
  documentPaymentPercentage: '{percent} % of the price after the deposit',
  documentPaymentToBeSet: 'To be set',
  documentPaymentUnscheduled: 'Balance not yet scheduled',
  documentPaymentSubtotal: 'Total before tax (CAD)',
  documentPaymentTaxLine: '{tax} {rate}',
  documentPaymentTotal: 'Total with tax (CAD)',
  documentPaymentTaxNote:
    'Amounts are in Canadian dollars (CAD), before tax. Sales tax is added to each payment at the rates above.',
  documentPaymentCustomHeading: 'How payments are made',
  ...documentConstructionMessages,

  documentClausesHeading: 'Terms and conditions',

  documentSchedulesHeading: 'Schedules',
  documentSchedulesIntro: 'These schedules are attached to this agreement and form part of it.',
  documentScheduleName: 'Schedule {letter}',
  documentScheduleTitled: 'Schedule {letter} — {title}',
  documentScheduleFile: 'File: {fileName}',
  documentSchedulePage: 'Page {page} of {pages} of this schedule',

  documentSignaturesHeading: 'Signatures',
  documentSignaturesIntro:
    'By signing below, each party agrees to this agreement, its terms and conditions and its schedules.',
  documentSignatureFor: 'For {party}',
  documentSignatureLine: 'Signature',
  documentSignatureName: 'Name',
  documentSignatureDate: 'Date',

  documentPageOf: 'Page {page} of {pages}',
  documentCode: 'Document code {code}',
} as const;
