/** The contract builder's labels (namespace 'ui', key `contracts`); spec texts live in the shared catalogue. */
export const contractsUi = {
  // DECISIONS "Headings": the sub-contract screens say "Sub-Contractor" where the client ones say "Client".
  createSubcontractTitle: 'Create A Contract For Your Sub-Contractor',
  formLabel: 'Contract',
  forProject: 'Project: {name}',
  forSubcontractor: 'Sub-contractor: {name}',
  loadError: 'This contract could not be opened.',
  datesSection: 'Dates',
  commencementLabel: 'Commencement Date',
  completionLabel: 'Completion Date',
  datePlaceholder: 'YYYY-MM-DD',
  clearDate: 'Clear date',
  scopeSection: 'Scope of Services',
  scopeLabel: 'Scope of Services',
  scopeExamplesHint: 'Adds the line you choose to the scope.',
  // Doc 3 §2: seven renovation lines offered under 'Example of what you should write here'.
  scopeExamples: {
    kitchen:
      'Demolish the existing kitchen: remove the cabinets, countertops, backsplash and flooring, and take all debris off site.',
    wall: 'Remove the non-load-bearing partition wall between the kitchen and the dining room, and patch the ceiling and floor where it stood.',
    services:
      'Relocate the electrical outlets, switches and plumbing lines to the new kitchen layout, by licensed trades and to code, with permits.',
    flooring:
      'Supply and install 7-inch engineered hardwood flooring on the main floor over a new underlay, with matching baseboards and transitions.',
    cabinets:
      'Supply and install new kitchen cabinets, quartz countertops and a ceramic tile backsplash, as shown in the approved drawings.',
    lights:
      'Supply and install twelve 4-inch LED pot lights in the kitchen and living room, on two dimmer switches.',
    finish:
      'Prime and paint the walls and ceilings of the renovated rooms (two coats), and leave the work area broom clean.',
  },
  serviceAddressLabel: 'Service Address',
  clausesSection: 'Contract Terms',
  templateLabel: 'Contract template',
  expirySection: 'Offer Expiry',
  cancel: 'Cancel',
  saveDraft: 'Save As Draft',
  actionsLabel: 'Contract actions',
  // Doc 3 §8: the success popup of Save As Draft is titled Success.
  successTitle: 'Success',
  termsChangedBody:
    'The terms differ from the template “{name}”. Save the changes on the template too, or only in this contract?',
  previewTitle: 'Contract preview',
  previewFrame: 'The contract as your recipient will see it',
  downloadPdf: 'Download PDF',
  send: 'Send',
  amendmentTitle: 'This sends an amendment',
  amendmentOfSent:
    'Your recipients will sign this version instead: the links of the version they received stop working.',
  amendmentOfSigned:
    'The signed contract stays in force until your recipients sign this amendment. It will then replace it.',
  previewVideos: 'Clause videos',
  clauseVideo: 'Video for clause {number}',
  showClauseVideo: 'Clause {number}',
  payment: {
    title: 'Payment Terms',
    totalCost: 'Total Cost',
    beforeTax: 'Amounts are before tax.',
    deposit: 'Deposit',
    depositDate: 'Deposit Date',
    mode: 'Schedule the payments',
    modes: { date: 'By date', milestone: 'By milestone', percentage: 'By percentage', custom: 'Custom' },
    termsLabel: 'Payments',
    term: 'Payment {number}',
    date: 'Date',
    amount: 'Amount',
    milestone: 'Milestone',
    milestonePlaceholder: 'Choose a milestone',
    milestoneName: 'Milestone name',
    name: 'Name',
    percent: 'Percentage',
    percentAmount: 'Amount: {amount}',
    percentTotal: 'Total: {percent} % of 100 %',
    addTerm: 'Add A Payment',
    removeTerm: 'Remove payment {number}',
    customTerms: 'Payment terms',
    customTermsHint: 'Describe when and how each payment is due.',
    remaining: 'Remaining Amount: {amount}',
  },
  attachments: {
    title: 'Schedules',
    lead: 'Attach up to four documents to the contract, each a PDF or an image of up to 5 MB.',
    slot: 'Schedule {letter}',
    titleLabel: 'Title',
    choose: 'Choose a file',
    replace: 'Replace file',
    uploading: 'Uploading {name}…',
    remove: 'Remove {name}',
    add: 'Add a schedule',
  },
} as const;
