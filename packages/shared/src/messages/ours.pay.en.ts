/**
 * Messages of ours for an invoice's pay page (issue 33 §3): the answers a client may read there, with
 * no account. Public: the pay page loads them with the other public messages.
 */
export const ourPayMessages = {
  payKeyInvalid: 'This payment link is not valid. Please use the latest link you received.',
  paymentAmountRequired: 'Enter the amount.',
  invoiceDisputeReasonRequired: 'Say what is wrong with this invoice.',
} as const;
