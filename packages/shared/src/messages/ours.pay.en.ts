/**
 * Messages of ours for an invoice's pay page (issue 33 §3): the answers a client may read there, with
 * no account. Public: the pay page loads them with the other public messages.
 */
export const ourPayMessages = {
  payKeyInvalid: 'This payment link is not valid. Please use the latest link you received.',
  paymentAmountRequired: 'Enter the amount.',
  invoiceDisputeReasonRequired: 'Say what is wrong with this invoice.',
  paySentRecorded: 'Thank you. {business} will confirm when the money arrives.',
  invoiceDisputeRecorded: 'Your dispute was sent to {business}.',
  invoiceAlreadyDisputed: 'This invoice is already disputed.',
  invoiceAlreadyPaid: 'This invoice is paid in full.',
} as const;
