/**
 * The local card page (/PayByCard, issue 33 §3), namespace 'ui', key `localCard`: where a client pays
 * an invoice by card on an install without Stripe keys. A part of its own, loaded with the page.
 */
export const localCardUi = {
  pageTitle: 'Pay by card',
  bannerTitle: 'Test payment page: no money moves',
  banner:
    'This installation has no card payment provider, so this page stands in for one. No card is charged and no money moves; the payment is recorded as if it were made.',
  payTo: 'Pay {business}',
  invoice: 'Invoice {number}: {description}',
  amountDue: 'Amount due',
  pay: 'Pay {amount}',
  back: 'Back to the invoice',
  paidTitle: 'Payment recorded',
  paid: 'This payment was recorded. {business} has been paid {amount}.',
  loadErrorTitle: 'This payment could not be loaded',
} as const;
