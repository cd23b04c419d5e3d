import type { Queryable } from '../../db/database.js';
import { payLink } from '../payments/pay-link.js';
import type { TermInvoice } from './reminder-terms.js';
import { invoicesOwedOf } from './reminders.repository.js';

/**
 * A contract's issued invoices as reminders name them, each with its pay link: its key, sealed on
 * the invoice, opened under the server's link key, so a reminder carries the link the invoice's own
 * email and text did.
 */
export function termInvoices(publicUrl: string, linkKey: Buffer) {
  const links = payLink(publicUrl, linkKey);
  return async (db: Queryable, contractId: string): Promise<TermInvoice[]> =>
    (await invoicesOwedOf(db, contractId)).map(({ invoice, paidCents }) => ({
      receivableKey: invoice.receivableKey,
      number: invoice.number,
      description: invoice.description,
      dueOn: invoice.dueOn,
      payUrl: links.urlOf(invoice) ?? '',
      holdbackCents: invoice.holdbackCents,
      taxLines: invoice.taxLines,
      payableCents: invoice.payableCents,
      paidCents,
    }));
}
