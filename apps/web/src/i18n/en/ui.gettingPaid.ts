/**
 * Settings › Getting paid (issue 33 §3), namespace 'ui', key `gettingPaid`: they load with Settings,
 * not with every signed-in page.
 */
export const gettingPaidUi = {
  title: 'Getting paid',
  lead: 'How your clients pay your invoices. Each invoice’s pay page shows them the ways you choose here.',
  loadError: 'Your payment settings could not be loaded right now.',
  etransferLabel: 'Interac e-Transfer address',
  etransferHint:
    'The email your bank deposits e-Transfers to. Clients see it with a reference to put in their message. Leave it empty to not offer e-Transfer.',
  overdueLabel: 'Remind overdue invoices automatically',
  overdueHint:
    'Your client gets a reminder 3 days after an invoice’s due date, then every week, 3 times at most, never at night where the project is.',
  save: 'Save',
  cardTitle: 'Card and bank payments online',
  cardLead:
    'Clients can pay an invoice by card or from their bank account. The money goes to your own Stripe account, and Stripe pays it out to your bank.',
  connect: 'Connect Stripe',
  connectLead: 'Stripe asks for your business details and your bank account, in a few minutes.',
  finishSetup: 'Finish setting up on Stripe',
  updateDetails: 'Update your details on Stripe',
  setupUnfinished: 'You have not finished setting up your Stripe account: clients cannot pay by card yet.',
  verifying: 'Stripe is checking your details. Clients can pay by card once it is done.',
  chargesLabel: 'Card payments',
  payoutsLabel: 'Payouts to your bank',
  statusOn: 'On',
  statusWaiting: 'Waiting for Stripe',
  checkedOn: 'Last checked with Stripe: {time}',
  checkAgain: 'Check again',
  redirecting: 'Taking you to Stripe…',
  payoutsTitle: 'Recent payouts',
  payoutsEmpty: 'No payouts yet.',
  payoutsLoadError: 'Your payouts could not be loaded right now.',
  payoutArrival: 'Arrival',
  payoutAmount: 'Amount',
  payoutStatus: 'Status',
  payoutStatuses: {
    paid: 'Paid',
    pending: 'Pending',
    in_transit: 'On its way',
    canceled: 'Cancelled',
    failed: 'Failed',
  },
  localTitle: 'Test mode: no money moves',
  local:
    'This installation has no Stripe keys. Clients who choose to pay by card go to a test page, and their payment is recorded as if it were made.',
  off: 'Card payments are not offered on this site: clients pay by e-Transfer.',
} as const;
