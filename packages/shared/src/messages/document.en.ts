/**
 * The words of the contract document (preview and PDF): headings, labels, the payment table. The
 * spec does not word the document; these are ours, in its voice.
 */
export const documentMessages = {
  documentTitleClient: 'Service Agreement',
  documentTitleSubcontract: 'Sub-Contract Agreement',
  documentSubject: '{title} between {contractor} and {recipients}',
  documentNumber: 'Contract No. {number}',
  documentNumberAmended: 'Contract No. {number}, Amendment {revision}',
  documentIssuedOn: 'Issued {date}',
  documentDraftMark: 'DRAFT',
  documentIntroClient:
    'This agreement is made on {date} between the Contractor and the Client named below. The Contractor will carry out the work described in it, and the Client will pay for it, on the terms that follow.',
  documentIntroSubcontract:
    'This agreement is made on {date} between the Contractor and the Sub-contractor named below. The Sub-contractor will carry out the work described in it for the Contractor, and the Contractor will pay for it, on the terms that follow.',

  documentPartiesHeading: 'The parties',
  documentRoleContractor: 'The Contractor',
  documentRoleClient: 'The Client',
  documentRoleSubcontractor: 'The Sub-contractor',
  documentGstNumber: 'GST/HST No. {number}',

  documentWorkHeading: 'The work',
  documentPropertyAddress: 'Property address',
  documentServiceAddress: 'Service address',
  documentServiceType: 'Type of work',
  documentCommencementDate: 'Work starts',
  documentCompletionDate: 'Work completed by',
  documentExpiryDate: 'This offer is open until',
  documentScopeHeading: 'Scope of services',

  documentPaymentHeading: 'Payment schedule',
  documentPaymentColumnItem: 'Payment',
  documentPaymentColumnDue: 'Due',
  documentPaymentColumnAmount: 'Amount',
  documentPaymentDeposit: 'Deposit',
  documentPaymentTerm: 'Payment {number}',
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
