import { createHash } from 'node:crypto';
import { formatInvoiceNumber, languageOf, timeZoneOf, translate } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { InvoiceIssuer } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/index.js';
import { renderInvoicePdf } from '../../documents/invoice/render-invoice.js';
import { findInvoiceById, refundsOf, setInvoicePdf, type InvoiceRow } from './ledger.repository.js';

export interface InvoicePdfDeps {
  db: Db;
  storage: FileStorage;
  /** The operator as configured now: the issuer of invoices issued before issuers were kept. */
  operator: InvoiceIssuer;
}

/** What an invoice's PDF shows that may still change after it is issued: paid, refunds. */
const stateOf = (invoice: Pick<InvoiceRow, 'status' | 'refundedCents'>) =>
  `${invoice.status}:${invoice.refundedCents}`;

/** A run that found the invoice changed under it reads it again, a few times at most. */
const attempts = 5;

/**
 * An issued invoice is a record: its PDF is rendered once, from what the invoice row kept when it was
 * issued (who was billed, the tax lines, the issuer, the language), and stored with its SHA-256; every later read
 * answers those bytes, whatever the operator's settings say by then. Only a change of the invoice
 * itself (a failed payment paid, a refund) renders it again, from the same kept facts.
 */
export function invoicePdfs(deps: InvoicePdfDeps) {
  const { db, storage } = deps;

  async function render(invoice: InvoiceRow, issuer: InvoiceIssuer): Promise<Uint8Array> {
    const refunds = await refundsOf(db, invoice.id);
    // The language it was issued in: a later change of the account's does not reword it.
    const language = languageOf(invoice.language);
    return renderInvoicePdf({
      language,
      locale: `${language}-CA`,
      operator: issuer,
      number: formatInvoiceNumber(invoice.number),
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
  }

  /** The stored bytes of the invoice as it stands, rendered and stored first when there are none. */
  async function pdfOf(read: InvoiceRow): Promise<{ bytes: Uint8Array; sha256: string }> {
    let invoice = read;
    for (let attempt = 0; attempt < attempts; attempt++) {
      const state = stateOf(invoice);
      if (invoice.pdfKey && invoice.pdfSha256 && invoice.pdfState === state) {
        const bytes = await storage.get(invoice.pdfKey);
        if (bytes) return { bytes, sha256: invoice.pdfSha256 };
      }
      const issuer = invoice.issuer ?? deps.operator;
      const bytes = await render(invoice, issuer);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      // A key of its own per rendering: a run that loses the race below removes only its own file.
      const key = `invoices/${invoice.id}/${sha256.slice(0, 16)}.pdf`;
      await storage.put(key, bytes, 'application/pdf');
      if (await setInvoicePdf(db, invoice, { key, sha256, state, issuer })) return { bytes, sha256 };
      const current = await findInvoiceById(db, invoice.id);
      if (current?.pdfKey !== key) await storage.delete(key);
      if (!current) throw new Error(`invoice ${invoice.id} is gone`);
      invoice = current;
    }
    throw new Error(`invoice ${read.id} kept changing while its PDF was stored`);
  }

  return {
    pdfOf,

    /** Renders and stores an invoice's PDF if it has none for its current state (the issuing job). */
    async store(invoiceId: string): Promise<void> {
      const invoice = await findInvoiceById(db, invoiceId);
      if (invoice) await pdfOf(invoice);
    },
  };
}
