/** Issue 33: the words the server renders for getting paid: the names of what a client owes, and the contractor’s notices. */
export const paymentLineMessages = {
  paymentLineBalance: 'Balance after the deposit',
  paymentLineNamedTerm: '{term}: {name}',
  paymentReportedSubject: 'Invoice No. {number}: your client says they sent {amount}',
  paymentReportedBody:
    'Your client says they sent {amount} by Interac e-Transfer for invoice No. {number}. Once it arrives, confirm it from the contract’s payments in My Projects.',
  paymentReportedSms:
    'Your client says they sent {amount} by e-Transfer for invoice No. {number}. Confirm it in My Projects when it arrives.',
  invoiceDisputedSubject: 'Invoice No. {number} is disputed',
  invoiceDisputedBody:
    'Your client disputes invoice No. {number}. Their reason is below; reply to them to settle it.',
  invoiceDisputedReason: 'Their reason',
  invoiceDisputedSms: 'Your client disputes invoice No. {number}: {message}',
  holdbackDueSubject: 'The holdback of contract No. {number} may be released',
  holdbackDueBody:
    'The {percent} % holdback retained on contract No. {number} ({amount} before tax) may be released from {date}, {why}. If no lien has been preserved, invoice its release from the contract’s payments in My Projects.',
  holdbackDueLienPeriod: 'the end of the lien period after the completion date',
  holdbackDueAnniversary: 'the contract’s first anniversary, when the annual release of holdback begins',
  holdbackDueNotAdvice:
    'These dates come from the contract’s dates and the Construction Act; they are not legal advice.',
} as const;
