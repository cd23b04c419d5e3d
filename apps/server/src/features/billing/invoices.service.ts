import {
  formatDate,
  formatInvoiceNumber,
  invoiceStatuses,
  timeZoneOf,
  translate,
  type InvoiceRow as InvoiceRowDto,
  type Language,
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
  const pdfs = invoicePdfs({ db, storage: deps.storage, operator: deps.config.operator });

  /** A row of the page's list: its words in the page's `language`, the description as it was issued. */
  const rowOf = (invoice: InvoiceRow, language: Language): InvoiceRowDto => ({
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
    async page(userId: string, pageIndex: number, pageSize: number, language: Language) {
      const { rows, total } = await pageOfInvoices(db, userId, pageIndex, pageSize);
      return { Rows: rows.map((row) => rowOf(row, language)), Total: total };
    },

    /**
     * The invoice PDF as stored when it was issued (or last changed: paid, refunded): the same bytes
     * and SHA-256 on every read, in the language it was issued in. An invoice issued before PDFs were stored is rendered and stored now.
     */
    async pdf(userId: string, id: string): Promise<{ filename: string; bytes: Uint8Array }> {
      const invoice = await findOwnedInvoice(db, userId, id);
      if (!invoice) throw notFound('billingInvoiceNotFound');
      const { bytes } = await pdfs.pdfOf(invoice);
      return { filename: `${formatInvoiceNumber(invoice.number)}.pdf`, bytes };
    },
  };
}
