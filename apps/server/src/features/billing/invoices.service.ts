import {
  formatDate,
  formatInvoiceNumber,
  invoiceStatuses,
  timeZoneOf,
  translate,
  type InvoiceRow as InvoiceRowDto,
  type MessageKey,
} from '@tradepact/shared';
import type { AppDeps } from '../../app.js';
import { renderInvoicePdf } from '../../documents/invoice/render-invoice.js';
import { notFound } from '../../http/app-error.js';
import { findOwnedInvoice, pageOfInvoices, refundsOf, type InvoiceRow } from './ledger.repository.js';

const statusWords: Record<number, MessageKey> = {
  [invoiceStatuses.paid]: 'billingInvoicePaid',
  [invoiceStatuses.failed]: 'billingInvoiceFailed',
  [invoiceStatuses.refunded]: 'billingInvoiceRefunded',
  [invoiceStatuses.partlyRefunded]: 'billingInvoicePartlyRefunded',
};

/** Doc 3 §3/§8: the account's invoices and each one's PDF. Another account's invoice is not found. */
export function invoicesService(deps: AppDeps) {
  const { db } = deps.database;
  const language = 'en';

  const rowOf = (invoice: InvoiceRow): InvoiceRowDto => ({
    Id: invoice.id,
    InvoiceNumber: formatInvoiceNumber(invoice.number),
    CreatedTime: formatDate(invoice.createdAt, timeZoneOf(invoice.province)),
    Transaction: {
      Description: invoice.description,
      Total: invoice.totalCents,
      Refund: invoice.refundedCents,
      Status: invoice.status,
      StatusStr: translate(language, statusWords[invoice.status] ?? 'billingInvoiceFailed'),
    },
  });

  return {
    async page(userId: string, pageIndex: number, pageSize: number) {
      const { rows, total } = await pageOfInvoices(db, userId, pageIndex, pageSize);
      return { Rows: rows.map(rowOf), Total: total };
    },

    /** The invoice PDF, rendered from what was recorded when it was issued. */
    async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Uint8Array }> {
      const invoice = await findOwnedInvoice(db, userId, id);
      if (!invoice) throw notFound('billingInvoiceNotFound');
      const refunds = await refundsOf(db, invoice.id);
      const number = formatInvoiceNumber(invoice.number);
      const bytes = await renderInvoicePdf({
        language,
        locale: 'en-CA',
        operator: deps.config.operator,
        number,
        date: invoice.createdAt,
        timeZone: timeZoneOf(invoice.province),
        billedTo: invoice.billedTo,
        lines: [
          {
            description: invoice.description,
            quantity: invoice.quantity,
            unitCents: invoice.unitCents,
            amountCents: invoice.amountCents,
          },
        ],
        discount:
          invoice.discountCents > 0
            ? {
                label: invoice.discountLabel || translate(language, 'invoiceDiscount'),
                cents: invoice.discountCents,
              }
            : null,
        creditCents: invoice.creditCents,
        taxLines: invoice.taxLines,
        totalCents: invoice.totalCents,
        status: invoice.status as 1 | 2 | 3 | 4,
        paidAt: invoice.paidAt,
        refunds: refunds.map((refund) => ({ cents: refund.cents, at: refund.createdAt })),
        localPayment: invoice.provider === 'local',
      });
      return { filename: `${number}.pdf`, bytes };
    },
  };
}
