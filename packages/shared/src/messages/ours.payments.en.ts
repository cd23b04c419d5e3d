/**
 * Messages of ours for getting paid (issue 33): the answers of a contract's payments on the contractor's
 * side, which the server words (the page shows the answer's text): the web app does not download them.
 */
export const ourPaymentMessages = {
  invoiceIssued: 'Invoice No. {number} issued. Your client will receive it by email and text.',
  invoiceContractNotSigned: 'Invoices can only be issued on a signed contract that was not cancelled.',
  invoiceLineNotFound: 'This payment is not in the contract’s schedule.',
  invoiceAlreadyIssued: 'This payment was already invoiced.',
  invoiceHoldbackTooEarly: 'Invoice every other payment before the holdback release.',
  paymentConfirmed: 'Payment of {amount} confirmed.',
  paymentReportRefused: 'Marked as not received.',
  paymentRecorded: 'Payment of {amount} recorded.',
  paymentNotReported: 'This payment is no longer waiting for your confirmation.',
} as const;
