/**
 * Messages of ours for Settings › Getting paid and the refund of a card payment (issue 33 §3): the
 * answers the contractor reads, and their checks.
 */
export const ourGettingPaidMessages = {
  etransferEmailInvalid:
    'Enter the email address your bank deposits Interac e-Transfers to, or leave it empty.',
  paymentSettingsSaved: 'Saved. Your invoices’ pay pages show these choices from now on.',
  stripeNotConfigured: 'Card payments are not set up on this site.',
  stripeAccountRefreshed: 'Your Stripe account is up to date.',
  cardRefundNotRefundable: 'Only a card payment that was received can be refunded.',
  cardRefundTooLarge: 'The refund is more than what is left of this payment.',
  cardRefundSent: 'Refund sent. The client gets it back on the card or account they paid with.',
} as const;
