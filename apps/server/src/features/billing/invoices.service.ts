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
import { notFound } from '../../http/app-error.js';
import { invoicePdfs } from './invoice-pdfs.js';
import { findOwnedInvoice, pageOfInvoices, type InvoiceRow } from './ledger.repository.js';

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
  const pdfs = invoicePdfs({ db, storage: deps.storage, operator: deps.config.operator });

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

    /**
     * The invoice PDF as stored when it was issued (or last changed: paid, refunded): the same bytes
     * and SHA-256 on every read. An invoice issued before PDFs were stored is rendered and stored now.
     */
    async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Uint8Array }> {
      const invoice = await findOwnedInvoice(db, userId, id);
      if (!invoice) throw notFound('billingInvoiceNotFound');
      const { bytes } = await pdfs.pdfOf(invoice);
      return { filename: `${formatInvoiceNumber(invoice.number)}.pdf`, bytes };
    },
  };
}
