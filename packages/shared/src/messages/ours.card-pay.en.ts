/**
 * Messages of ours for paying an invoice by card (issue 33 §3): the answers a client may read on the
 * pay page and the local card page, with no account. Public: they load with the other public messages.
 */
export const ourCardPayMessages = {
  cardPaymentUnavailable: 'Paying by card is not available for this invoice. Please use another way to pay.',
  cardPaymentNothingOwed: 'Nothing is left to pay on this invoice.',
  /** What Stripe Checkout shows the client they pay for. */
  cardCheckoutLine: 'Invoice {number} from {business}: {description}',
  localCardPaymentClosed: 'This payment can no longer be made here. Go back to the invoice to pay it.',
} as const;
