import {
  formatCad,
  formatDate,
  invoiceStatuses,
  translate,
  type MessageKey,
  type Words,
} from '@tradepact/shared';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { bodyWidth, colours, defaultStyle, pageSize, sideMargin } from '../pdf-layout.js';
import { pdfmakeBuffer } from '../pdfmake-engine.js';
import {
  amountCell,
  amountCells,
  muted,
  onTheRight,
  ruledLayout,
  taxLabel,
  totalsWidth,
  type AmountRow,
} from './invoice-blocks.js';
import type { InvoiceDocument } from './invoice-document.js';

/**
 * The invoice as a one-page Letter PDF, plain like a card processor's receipt: who issues it (with
 * its GST/HST and QST registration numbers, which the CRA and Revenu Québec require on an invoice
 * that charges their tax), the invoice's number and date, who is billed, the lines, then the
 * discount, the credit, one line per tax and the total, and last what became of the payment. Made
 * with the contracts' pdfmake engine, fonts and colours; every word comes from the catalogue.
 */

const statusWords: Record<InvoiceDocument['status'], MessageKey> = {
  [invoiceStatuses.paid]: 'billingInvoicePaid',
  [invoiceStatuses.failed]: 'billingInvoiceFailed',
  [invoiceStatuses.refunded]: 'billingInvoiceRefunded',
  [invoiceStatuses.partlyRefunded]: 'billingInvoicePartlyRefunded',
};

const paidInk = '#1b6e43';

/** The status badge's ink and fill: green once paid, red when the payment failed, grey once refunded. */
const statusColours: Record<InvoiceDocument['status'], { ink: string; fill: string }> = {
  [invoiceStatuses.paid]: { ink: paidInk, fill: '#e3f2e9' },
  [invoiceStatuses.failed]: { ink: colours.draft, fill: '#fbe9e7' },
  [invoiceStatuses.refunded]: { ink: colours.muted, fill: colours.faint },
  [invoiceStatuses.partlyRefunded]: { ink: colours.muted, fill: colours.faint },
};

function operatorBlock({ operator }: InvoiceDocument, words: Words): Column {
  const registrations = [
    operator.gstNumber ? words('invoiceRegistration', { number: operator.gstNumber }) : '',
    operator.qstNumber ? words('invoiceQstRegistration', { number: operator.qstNumber }) : '',
  ].filter(Boolean);
  const address = operator.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    width: '*',
    stack: [
      { text: operator.name, fontSize: 14, bold: true, color: colours.accent, margin: [0, 4, 0, 4] },
      ...address.map((line) => muted(line, { fontSize: 9 })),
      ...registrations.map((text, index) => muted(text, { margin: [0, index === 0 ? 6 : 0, 0, 0] })),
    ],
  };
}

function titleBlock(doc: InvoiceDocument, words: Words): Column {
  const badge = statusColours[doc.status];
  const fact = (label: MessageKey, value: string): TableCell[] => [
    muted(words(label), { fontSize: 9, noWrap: true, margin: [0, 0, 14, 0] }),
    { text: value, bold: true, fontSize: 9.5, noWrap: true, alignment: 'right' },
  ];
  const status: TableCell = {
    text: words(statusWords[doc.status]),
    bold: true,
    fontSize: 8.5,
    lineHeight: 1,
    color: badge.ink,
    fillColor: badge.fill,
    margin: [8, 1, 8, 0],
  };
  return {
    width: 'auto',
    stack: [
      { text: words('invoiceTitle'), fontSize: 24, bold: true, color: colours.accent, alignment: 'right' },
      {
        table: {
          body: [
            fact('invoiceNumberLabel', doc.number),
            fact('invoiceDateLabel', formatDate(doc.date, doc.timeZone)),
          ],
        },
        layout: ruledLayout(() => null, 1.5),
        margin: [0, 6, 0, 8],
      },
      onTheRight('auto', { table: { body: [[status]] }, layout: ruledLayout(() => null, 3) }),
    ],
  };
}

function billedTo(doc: InvoiceDocument, words: Words): Content {
  return {
    margin: [0, 26, 0, 0],
    stack: [
      muted(words('invoiceBilledTo'), { bold: true, margin: [0, 0, 0, 3] }),
      ...doc.billedTo.map((line, index) => ({ text: line, bold: index === 0 })),
    ],
  };
}

function linesTable(doc: InvoiceDocument, words: Words): Content {
  const header: TableCell[] = [
    muted(words('invoiceDescriptionLabel'), { bold: true }),
    muted(words('invoiceAmountLabel'), { bold: true, alignment: 'right' }),
  ];
  const rows = doc.lines.map((line): TableCell[] => [
    {
      stack: [
        { text: line.description },
        // A line of several units shows what one costs; its description names the count.
        ...(line.quantity === 1
          ? []
          : [muted(`${line.quantity} × ${formatCad(line.unitCents, doc.locale)}`)]),
      ],
    },
    amountCell(line.amountCents, doc.locale),
  ]);
  // A rule under the header and under the last line, a faint one between lines.
  const rule = (row: number, count: number): string | null =>
    row === 1 || row === count ? colours.rule : row > 1 ? colours.faint : null;
  return {
    margin: [0, 24, 0, 0],
    table: { headerRows: 1, widths: ['*', 'auto'], body: [header, ...rows] },
    layout: ruledLayout(rule, 7),
  };
}

function totals(doc: InvoiceDocument, words: Words): Content {
  const { locale } = doc;
  const subtotal = doc.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const rows: AmountRow[] = [{ label: words('invoiceSubtotal'), cents: subtotal }];
  if (doc.discount) {
    rows.push({ label: words('invoiceDiscount'), cents: -doc.discount.cents, note: doc.discount.label });
  }
  for (const tax of doc.taxLines) rows.push({ label: taxLabel(tax, locale, words), cents: tax.cents });
  // Credit pays part of the invoice, taxes included (as a customer balance does): it comes after them.
  if (doc.creditCents > 0) rows.push({ label: words('invoiceCredit'), cents: -doc.creditCents });
  rows.push({ label: words('invoiceTotal'), cents: doc.totalCents, strong: true });
  const table: Content = {
    table: { widths: ['*', 'auto'], body: rows.map((row) => amountCells(row, locale)) },
    layout: ruledLayout((row, count) => (row === count - 1 ? colours.accent : null), 4),
  };
  return onTheRight(totalsWidth, table, [0, 4, 0, 0]);
}

/** What became of the payment: paid (when, and how much), or failed; then each refund. */
function payment(doc: InvoiceDocument, words: Words): Content {
  const { locale, timeZone } = doc;
  const rows: TableCell[][] = [];
  if (doc.status === invoiceStatuses.failed) {
    rows.push([{ text: words('invoicePaymentFailed'), colSpan: 2, color: colours.draft, bold: true }, {}]);
  } else if (doc.paidAt) {
    const label = words('invoicePaidOn', { date: formatDate(doc.paidAt, timeZone) });
    rows.push(amountCells({ label, cents: doc.totalCents, labelColour: paidInk }, locale));
  }
  for (const refund of doc.refunds) {
    const label = words('invoiceRefundLine', { date: formatDate(refund.at, timeZone) });
    rows.push(amountCells({ label, cents: -refund.cents }, locale));
  }
  const panel: Content = {
    table: { widths: ['*', 'auto'], body: rows },
    layout: {
      ...ruledLayout(() => null, 5),
      fillColor: () => colours.panel,
      paddingLeft: () => 8,
      paddingRight: () => 8,
    },
  };
  const note = muted(words('invoiceLocalPayment'), {
    italics: true,
    alignment: 'right',
    margin: [0, 8, 0, 0],
  });
  return {
    margin: [0, 22, 0, 0],
    stack: [...(rows.length ? [onTheRight(totalsWidth, panel)] : []), ...(doc.localPayment ? [note] : [])],
  };
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const words: Words = (key, params) => translate(doc.language, key, params);
  const rule: Content = {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: bodyWidth, y2: 0, lineWidth: 1, lineColor: colours.accent }],
    margin: [0, 18, 0, 0],
  };
  const definition: TDocumentDefinitions = {
    info: {
      title: `${words('invoiceTitle')} ${doc.number}`,
      author: doc.operator.name,
      subject: words('invoiceSubject', {
        number: doc.number,
        operator: doc.operator.name,
        customer: doc.billedTo[0] ?? '',
      }),
      creator: doc.operator.name,
      // Issued on its date, though drawn again when it is paid later or refunded.
      creationDate: doc.date,
    },
    language: doc.locale,
    pageSize: { width: pageSize.width, height: pageSize.height },
    pageMargins: sideMargin,
    content: [
      { columns: [operatorBlock(doc, words), titleBlock(doc, words)], columnGap: 24 },
      rule,
      billedTo(doc, words),
      linesTable(doc, words),
      // A long invoice moves its totals and payment to the next page together, never split.
      { stack: [totals(doc, words), payment(doc, words)], unbreakable: true },
    ],
    defaultStyle,
  };
  return pdfmakeBuffer(definition);
}
