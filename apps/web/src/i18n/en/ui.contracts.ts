/** The contract builder's labels (namespace 'ui', key `contracts`); spec texts live in the shared catalogue. */
export const contractsUi = {
  // DECISIONS "Headings": the sub-contract screens say "Sub-Contractor" where the client ones say "Client".
  createSubcontractTitle: 'Create A Contract For Your Sub-Contractor',
  formLabel: 'Contract',
  forProject: 'Project: {name}',
  forSubcontractor: 'Sub-contractor: {name}',
  // Issue 30 §1: the contract is written in its recipients' language; the contractor picks when clients differ.
  languageTitle: 'Contract language',
  languageChoiceLead:
    'Your clients read different languages. The contract, its emails and its texts are all written in the one you choose.',
  // A language as a sentence of this page names it ("Written in French").
  languageNames: { en: 'English', fr: 'French' },
  writtenFrenchFirst:
    'Written in French: in Quebec, a consumer contract is given in French first (Charter of the French language, s. 55). You may also give your client an English version.',
  writtenForClients_one: 'Written in {language}, the language your client reads.',
  writtenForClients_other: 'Written in {language}, the language your clients read.',
  writtenForSubcontractor: 'Written in {language}, the language your sub-contractor reads.',
  // Issue 31 §1: whether the province's consumer rules apply (a client contract unless every client is a business).
  consumerContract: 'Consumer contract: {province}’s consumer rules apply.',
  businessContract: 'Business contract: the consumer rules do not apply.',
  // Issue 31 §3: Quebec's French first (Charter of the French language s. 55).
  alsoEnglish: 'Also give the client an English version',
  alsoEnglishHint:
    'In Quebec the client gets the French version first (Charter of the French language, s. 55); they may then choose to be bound by the English one.',
  // Issue 31 §2: a deposit or start date inside the client's cancellation period, worded from the province's record.
  cancelPeriod: {
    title: 'Inside your client’s right to cancel',
    lead_one:
      'Your client may cancel for any reason until {count} day after receiving the signed copy: {date} at the earliest.',
    lead_other:
      'Your client may cancel for any reason until {count} days after receiving the signed copy: {date} at the earliest.',
    depositRefund_one: 'If they cancel, a deposit paid by then must be refunded within {count} day.',
    depositRefund_other: 'If they cancel, a deposit paid by then must be refunded within {count} days.',
    depositKeepsRight: 'A deposit paid by then does not take that right away.',
    workKeepsRight: 'Work started by then does not take that right away.',
    workCompensation:
      'Work started by then does not take that right away, but if they cancel, they owe reasonable compensation for the work and materials provided.',
    choose: 'You can keep this date, or choose one after {date}.',
  },
  // Issue 31 §5: Ontario's restricted products (O. Reg. 8/18), for a consumer contract in a province with the rule.
  restricted: {
    products:
      'This contract includes a furnace, air conditioner, air cleaner, water heater, water treatment device or duct cleaning',
    productsHint:
      'The Ministry’s disclosure statement becomes page 1 of the contract, signed by you and your client.',
    initiated: 'The client contacted me first to ask for this',
    initiatedHint: 'Recorded in the contract, on the disclosure statement.',
  },
  // Issue 31 §5: the price as an estimate, and Ontario's cap over it.
  estimate: {
    label: 'This price is an estimate',
    hint: 'The contract will say that the price is an estimate.',
    capHint:
      'The contract will say that the final price may not exceed the estimate by more than {percent}% without your client’s agreement ({statute}, {section}).',
  },
  // Issue 31 §5: a clause a consumer is not bound by, flagged under the clauses (a note, not a stop).
  arbitration: {
    title: 'A clause your client may not be bound by',
    body_one:
      'Clause {clauses} seems to send disputes to arbitration only or to waive class actions. In {province}, such a clause does not bind a consumer ({statute}, {section}); you can keep it, but consider removing it.',
    body_other:
      'Clauses {clauses} seem to send disputes to arbitration only or to waive class actions. In {province}, such clauses do not bind a consumer ({statute}, {section}); you can keep them, but consider removing them.',
  },
  loadError: 'This contract could not be opened.',
  datesSection: 'Dates',
  commencementLabel: 'Commencement Date',
  completionLabel: 'Completion Date',
  datePlaceholder: 'Pick or type a date',
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
  // A template in a language other than the contract's, offered after those in the contract's.
  templateInLanguage: '{name} (in {language})',
  replaceClausesTitle: 'Replace your clauses?',
  replaceClausesYours_one: 'You wrote or changed {count} clause.',
  replaceClausesYours_other: 'You wrote or changed {count} clauses.',
  replaceClausesTheirs_one: '“{name}” has {count} clause, which takes the place of yours.',
  replaceClausesTheirs_other: '“{name}” has {count} clauses, which take the place of yours.',
  replaceClausesReplace: 'Replace them with the template’s',
  replaceClausesAppend_one: 'Use the template’s, then mine',
  replaceClausesAppend_other: 'Use the template’s, then my {count}',
  replaceClausesKeep: 'Keep my clauses',
  expirySection: 'Offer Expiry',
  cancel: 'Cancel',
  saveDraft: 'Save As Draft',
  actionsLabel: 'Contract actions',
  moreActions: 'More actions',
  // Doc 3 §8: the success popup of Save As Draft is titled Success.
  successTitle: 'Success',
  termsChangedBody:
    'The terms differ from the template “{name}”. Save the changes on the template too, or only in this contract?',
  previewTitle: 'Contract preview',
  previewFrame: 'The contract as your recipient will see it',
  downloadPdf: 'Download PDF',
  send: 'Send',
  // Send's last check (issue 29 §4): who it goes to, how, and the contractor's own words.
  confirmTitle: 'Send this contract?',
  confirmRecipients_one: 'It goes to this person, who is asked to sign:',
  confirmRecipients_other: 'It goes to these {count} people, each asked to sign:',
  textTo: 'text to {phone}',
  personalMessage: 'Personal message (optional)',
  personalMessageHelp: 'It goes into the email, above the button to sign. {count}/{max} characters.',
  // Issue 32 §4: a code before opening, offered when everyone has a mobile number.
  signingCode: 'Ask for a code by text before the contract opens',
  signingCodeHint:
    'Each person enters a 6-digit code we text to the mobile above before reading and signing. The certificate records it.',
  sentAt: 'Sent at {time}',
  copies: {
    title: 'Copies',
    lead: 'People who should read the contract but do not sign it (a spouse, an architect, a property manager): they get it by email when it is sent, and the signed copy once everyone has signed.',
    name: 'Name of person {number}',
    email: 'Email of person {number}',
    remove: 'Remove person {number}',
    add: 'Add a person to copy',
  },
  signInOrder: 'Clients sign one after the other',
  signInOrderHint: 'Each client is sent the link once the one before has signed, in this order: {names}.',
  amendmentTitle: 'This sends an amendment',
  amendmentOf: 'Amendment {revision} to Contract No. {number}',
  becomesAmendment: 'Sending this makes it Amendment {revision} to Contract No. {number}.',
  amendmentOfSent:
    'Your recipients will sign this version instead: the links of the version they received stop working.',
  amendmentOfDeclined:
    'Your recipients will be asked to sign this version instead of the one they declined. Its audit trail keeps the changes they asked for and why they declined.',
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
    lowered: 'Lowered to {amount}: {reason}',
    percentValue: '{percent} %',
    cappedAtTotal: 'the deposit and the payments cannot add up to more than the total cost.',
    holdback:
      '{province} holdback: {percent}\u00a0% of each payment ({amount} in all) is retained and released after the lien period.',
    cappedAtHundred: 'the payments cannot add up to more than 100 %.',
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
