/**
 * Issue 33 §2: the invoice a contractor issues to the client of a signed contract (its PDF), the
 * email and text that send it, and the receipts once a payment arrives. Ontario's prompt-payment
 * lines are our plain-language wording of the Construction Act's Part I.1, the days and the statute
 * from the province's records (LEGAL REVIEW as docs/contracts-and-the-law.md says). No sentence ends
 * on {business}: a business name ending in a period must not get a second one.
 */
export const clientInvoiceMessages = {
  // the PDF: the head and the parties
  clientInvoiceAmountDue: 'Amount due',
  clientInvoiceDueDateLabel: 'Due date',
  clientInvoiceContractLabel: 'Under contract',
  clientInvoiceContractSigned: '{contract}, signed {date}',

  // the PDF: what it bills
  clientInvoiceMilestone: 'Milestone reached: {milestone}',
  clientInvoicePeriod: 'Work period: {from} to {to}',
  clientInvoiceHoldback: 'Holdback retained ({percent}\u00a0%)',
  clientInvoiceHoldbackNote: 'Paid with its tax when released',
  clientInvoiceNet: 'Net before tax',
  clientInvoicePayable: 'Total payable (CAD)',
  clientInvoiceAlreadyPaid: 'Already paid',
  clientInvoiceBalance: 'Balance due (CAD)',

  // the PDF: terms and how to pay
  clientInvoiceTermsHeading: 'Terms of payment',
  clientInvoiceTerms: 'Payable within {days} days of the invoice date: by {date}.',
  clientInvoicePayHeading: 'How to pay',
  clientInvoiceEtransfer: 'By Interac e-Transfer to {email}',
  clientInvoiceEtransferReference:
    'Write {reference} in the transfer’s message so that your payment is matched to this invoice.',
  clientInvoicePayOnline: 'See this invoice and pay it online:',

  // the PDF: Ontario's prompt payment
  clientInvoiceProper: 'This is a proper invoice under the {statute}.',
  clientInvoicePayBy: 'Pay it by {date}: within {days} days after receiving it.',
  clientInvoiceDisputeBy:
    'To dispute an amount, give the Contractor a notice of non-payment, in the prescribed form, by {date} (within {days} days after receiving it).',
  clientInvoiceDeemedProperBy:
    'If you consider that it is not a proper invoice, tell the Contractor how by {date} (within {days} days after receiving it); otherwise it is deemed proper.',

  // the email that sends it ({invoice} the invoice's number, {number} the contract's)
  clientInvoiceEmailSubject: 'Invoice No. {invoice} from {business}: {amount} due {date}',
  clientInvoiceEmailPreheader: '{description}: {amount}, due {date}.',
  clientInvoiceEmailHeading: 'You have a new invoice',
  clientInvoiceEmailBody:
    '{business} sent you invoice No. {invoice} ({description}) under contract {number}. The amount due is {amount}, payable by {date}.',
  clientInvoiceEmailAttached:
    'The invoice is attached as a PDF. The button below shows it online with every way to pay it.',
  clientInvoiceEmailButton: 'View and pay',
  clientInvoiceEmailDetailFor: 'For',
  clientInvoiceEmailFooter:
    'You receive this email because a contractor invoiced you through {product} under a contract you signed.',
  // the text: only GSM-7 characters, so that two messages hold it with the link
  clientInvoiceSms:
    '{business}: invoice No. {invoice}, {description}, {amount} due {date}. View and pay: {link}',
  clientInvoiceSmsShort: '{business}: invoice No. {invoice}, {amount} due {date}. View and pay: {link}',

  // receipts
  clientPaymentMethodEtransfer: 'Interac e-Transfer',
  clientPaymentMethodCard: 'Card or bank debit',
  clientPaymentMethodCardEnding: 'Card ending in {last4}',
  clientPaymentMethodOther: 'Recorded by the contractor',
  clientPaymentDetailMethod: 'Paid by',
  clientPaymentDetailAmount: 'Amount received',
  clientPaymentDetailDate: 'Received on',
  clientPaymentDetailBalance: 'Balance of the invoice',
  clientPaymentReceiptSubject: 'Receipt: {amount} received by {business}',
  clientPaymentReceiptHeading: 'Thank you for your payment',
  clientPaymentReceiptBody:
    '{business} received your payment of {amount} on invoice No. {invoice} ({description}).',
  clientPaymentBalanceLeft: 'The balance of this invoice is {balance}, due {date}.',
  clientPaymentPaidInFull: 'This invoice is now paid in full.',
  clientPaymentReceiptButton: 'View the invoice',
  clientPaymentReceiptFooter:
    'Keep this email as your receipt. It was sent through {product} for the contractor who invoiced you.',
  clientPaymentNoticeSubject: 'Payment received: {amount} from {client}',
  clientPaymentNoticeHeading: 'You received a payment',
  clientPaymentNoticeBody:
    '{client} paid {amount} on invoice No. {invoice} ({description}), contract {number}.',
  clientPaymentNoticeButton: 'See the contract’s payments',
  clientPaymentNoticeFooter:
    'You receive this email because a payment was recorded on your invoice in {product}.',
} as const;
