import type { PayPage } from '@tradepact/shared';

type Invoice = PayPage['Invoice'];

/** What is left to pay on the invoice: the total less what was received. */
export const balanceDueOf = (invoice: Invoice): number =>
  Math.max(0, invoice.PayableCents - invoice.PaidCents);

/**
 * What is left to send: the balance less what the client reported sending and the contractor has not
 * confirmed yet, and less a bank debit still clearing, so a client who sent or authorised the whole
 * balance is not asked for it again.
 */
export const leftToSendOf = (invoice: Invoice): number =>
  Math.max(0, balanceDueOf(invoice) - invoice.ReportedCents - invoice.ClearingCents);

/**
 * The one word the page shows of where the invoice stands; a dispute outweighs anything but paid.
 * Everything left reported sent or clearing as a bank debit is on its way, even past its due day: the
 * client has done what was asked, and "To pay" or "Overdue" would tell them to pay again.
 */
export type PayStatus = 'paid' | 'disputed' | 'sent' | 'overdue' | 'partlyPaid' | 'due';

export function payStatusOf(invoice: Invoice): PayStatus {
  if (invoice.Status === 'paid') return 'paid';
  if (invoice.DisputedTime !== null) return 'disputed';
  const sent = invoice.ReportedCents + invoice.ClearingCents;
  if (sent > 0 && leftToSendOf(invoice) === 0) return 'sent';
  if (invoice.Status === 'overdue') return 'overdue';
  if (invoice.Status === 'partlyPaid') return 'partlyPaid';
  return 'due';
}
