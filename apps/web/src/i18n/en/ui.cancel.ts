/**
 * The consumer's cancel page (/CancelAgreement, issue 31 §2), namespace 'ui', key `cancel`: a part of its own,
 * loaded with the page, so that /Signature and the other public pages do not carry it.
 */
export const cancelUi = {
  pageTitle: 'Cancel your agreement',
  heading: 'Cancel your agreement with {business}',
  lead: 'Hello {name}. You may cancel this agreement until the end of {date}, for any reason.',
  loadErrorTitle: 'Your agreement could not be loaded',
  whatSection: 'The agreement you are cancelling',
  whatSectionDone: 'The agreement you cancelled',
  contractor: 'Contractor',
  contractNumber: 'Contract number',
  contractNumberValue: 'No. {number}',
  contractNumberAmended: 'No. {number}, amendment {revision}',
  signedOn: 'Signed on',
  total: 'Total, taxes included',
  lastDay: 'Last day to cancel',
  refund:
    'The contractor must refund your payments, a deposit included, within {days} days of your cancellation.',
  rule: 'Your right to cancel: {statute}, {section}.',
  reasonLabel: 'Why are you cancelling? (optional)',
  reasonHint: 'You do not have to give a reason. If you do, the contractor will read it.',
  confirmSection: 'Confirm the cancellation',
  confirmLead:
    'Once you confirm, the agreement is cancelled and {business} is told at once. This cannot be undone.',
  confirmButton: 'Yes, cancel this agreement',
  doneTitle: 'Your agreement is cancelled',
  doneLead:
    'We recorded your cancellation on {time} and told {business}. A confirmation is on its way to your email: keep it.',
  contactLine: 'Questions? Contact {business}: {contact}.',
  notAdvice: '{product} records your cancellation for you; it does not give legal advice.',
} as const;
