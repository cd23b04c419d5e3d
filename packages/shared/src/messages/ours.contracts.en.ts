/**
 * Messages of ours for contracts, templates and the contract document: what the spec leaves unworded.
 * Written in the spec's voice: short, plain, telling the user what to do next.
 */
export const ourContractMessages = {
  // cancel on a sent contract: it is withdrawn and kept as Cancelled ('Contract Deleted!' is a draft's)
  contractWithdrawn: 'Contract withdrawn',
  contractNewLinksSent: 'New links sent. The links sent before no longer open the contract.',

  // Send's last check (issue 29 §4): the contractor's own words for the signing email
  contractMessageTooLong: 'A personal message can be at most 500 characters long.',

  // 'Terms Changed' (doc 3 §4): the spec's buttons (contractSaveChangesAndReview…) in sentence case,
  // as every other button: in capitals they shouted (issue 29 §2)
  contractTermsSaveAndReview: 'Save the changes and review',
  contractTermsJustReview: 'No, just review',
  contractTermsDraftOnly: 'Save as draft, only for this contract',
  contractTermsDraftAndTemplate: 'Save as draft and on the template',

  // the form's formats
  contractDateInvalid: 'Please choose a valid date.',
  contractAmountInvalid: 'Please enter an amount in dollars and cents, like 1250.50.',
  contractValueTooLong: 'This text is too long.',
  contractPaymentModeInvalid: 'Please choose how the payments are scheduled.',
  contractTooManyTerms: 'This contract has too many terms.',
  contractDataInvalid: 'This contract could not be read. Please reload the page and try again.',

  // dates and payments the spec does not word
  contractCommencementPast: 'The commencement date cannot be before today.',
  contractCompletionPast: 'The completion date cannot be before today.',
  contractCompletionBeforeCommencement: 'The completion date cannot be before the commencement date.',
  contractExpiryOutOfRange:
    'The expiry date must be between {min} and {max}: not before today, and before work starts.',
  contractExpiryRequired: 'Please choose the date this offer expires.',
  contractExpiryHelp:
    'The offer lapses on this date if it is not signed: at the latest, the day before work starts.',
  paymentDepositAboveTotal: 'The deposit cannot be more than the total cost.',
  paymentDepositDateRequired: 'Please choose the date the deposit is due.',
  paymentDepositDatePast: 'The deposit date cannot be before today.',
  paymentTermsAboveTotal: 'The payments add up to more than the total cost less the deposit.',
  paymentPercentagesOver: 'The percentages add up to more than 100%.',
  paymentDateRequired: 'Please choose a date for each payment.',
  paymentMilestoneRequired: 'Please choose a milestone for each payment.',
  paymentMilestoneNameRequired: "Please name each milestone of type 'Other Type'.",

  // what the contract belongs to
  contractNotDraft: 'This contract has been sent, so it can no longer be saved as a draft.',
  contractSubcontractorNotOnProject: 'This sub-contractor is not on this project.',
  contractProjectNotCurrent: 'Contracts can only be made for current projects.',
  contractTemplateNotFound: 'This template could not be found. Please choose another one.',
  contractTemplateWrongType:
    'This template is for another kind of contract. Please choose a template of the same kind.',

  // schedules (attachments)
  contractAttachmentMissing: 'Please attach a file to this schedule, or remove it.',
  contractTooManyAttachments: 'A contract has at most 4 schedules, A to D.',
  contractAttachmentNotFound: 'One of the schedules could not be found. Please attach it again.',
  contractScheduleUnreadable:
    '{schedule} could not be read as a PDF. Please attach it again, or attach a photo or scan of it as an image.',

  // templates
  contractCopyNameRequired: 'Enter the name of each person who gets a copy.',
  contractCopyEmailInvalid: 'Enter a valid email address for each person who gets a copy.',
  contractTooManyCopies: 'A contract can be copied to at most 5 people.',
  templateNameTooLong: 'The template name can be up to 100 characters.',
  templateNotFound: 'This template could not be found.',
  templateTypeLocked: 'The kind of contract of an existing template cannot be changed.',
  templateTooMany: 'You have reached the largest number of templates an account can keep.',

  // issue 31 §3 and §5: what a consumer contract must show before it is sent
  consumerContentRbqLicence:
    'Add your RBQ licence number in My Profile before sending a contract to a consumer in Quebec.',
  consumerContentItinerantPermit:
    'Add your OPC itinerant merchant permit number in My Profile before sending a contract to a consumer in Quebec.',
  consumerContentAlbertaPrepaidLicence:
    'Add your Alberta prepaid contracting licence number in My Profile, or take no money before the work is done: in Alberta, a contractor who takes a deposit or payments before finishing a home’s work needs the licence.',
  consumerContentClientName:
    'Add the client’s name to the project: {province} requires it in a consumer contract.',
  consumerContentClientAddress:
    'Add the client’s address (or the project’s address): {province} requires it in a consumer contract.',
  consumerContentClientPhone:
    'Add the client’s phone number to the project: {province} requires it in a consumer contract.',
  consumerContentDescription:
    'Describe the work and the materials in the scope of services: {province} requires it in a consumer contract.',
  consumerContentPrice: 'Add the total cost: {province} requires the price in a consumer contract.',
  consumerContentPaymentTerms:
    'Schedule the whole price in the payment terms: {province} requires the terms of payment in a consumer contract.',
  consumerContentStartDate: 'Add a commencement date: {province} requires it in a consumer contract.',
  consumerContentCompletionDate: 'Add a completion date: {province} requires it in a consumer contract.',
  consumerContentWarranty:
    'Add a warranty clause (the word “warranty” or “guarantee” in a clause): {province} requires the warranty in a consumer contract.',

  // Ontario's restricted products (issue 31 §5, O. Reg. 8/18): sent only when the client called first
  contractRestrictedProductsNotInitiated:
    'Ontario allows these products to be sold at the client’s home only when the client contacted you first.',
  // a signed contract its consumer client cancelled within the period (issue 31 §2)
  contractStatusCancelledByClient: 'Cancelled by the client',
  // a recipient's answer from the signing page (issue 32 §2)
  contractStatusChangesRequested: 'Changes requested',
  contractStatusChangesRequestedBy: 'Changes requested by {name}',
  contractStatusDeclinedBy: 'Declined by {name}',
} as const;
