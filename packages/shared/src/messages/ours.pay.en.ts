/**
 * Messages of ours for an invoice's pay page (issue 33 §3), read with no account: the checks of what a
 * client sends, which the page makes too (public: it loads them with the other public messages).
 */
export const ourPayMessages = {
  paymentAmountRequired: 'Enter the amount.',
  invoiceDisputeReasonRequired: 'Say what is wrong with this invoice.',
} as const;

/**
 * The pay page's answers, which the server words (the page shows the answer's text): the web app does
 * not download them.
 */
export const payAnswerMessages = {
  payKeyInvalid: 'This payment link is not valid. Please use the latest link you received.',
  paySentRecorded: 'Thank you. {business} will confirm when the money arrives.',
  invoiceDisputeRecorded: 'Your dispute was sent to {business}.',
  invoiceAlreadyDisputed: 'This invoice is already disputed.',
  invoiceAlreadyPaid: 'This invoice is paid in full.',
} as const;
