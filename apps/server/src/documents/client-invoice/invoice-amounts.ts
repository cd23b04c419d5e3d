import { formatDay, type Words } from '@tradepact/shared';
import type { Content, TableCell } from 'pdfmake/interfaces.js';
import {
  amountCell,
  amountCells,
  muted,
  ruledLayout,
  taxLabel,
  totalsWidth,
  type AmountRow,
} from '../invoice/invoice-blocks.js';
import { colours } from '../pdf-layout.js';
import type { ClientInvoiceDocument } from './client-invoice-document.js';

/**
 * What a client's invoice bills and the sums: the payment as the contract names it (its milestone
 * and the work's period beneath), then the holdback retained and the net, each tax, the total payable
 * and, when something was already paid, the balance due.
 */

export function billedLine(doc: ClientInvoiceDocument, words: Words): Content {
  const { locale } = doc;
  const header: TableCell[] = [
    muted(words('invoiceDescriptionLabel'), { bold: true }),
    muted(words('invoiceAmountLabel'), { bold: true, alignment: 'right' }),
  ];
  const notes = [
    doc.milestone.trim() && words('clientInvoiceMilestone', { milestone: doc.milestone }),
    doc.period &&
      words('clientInvoicePeriod', {
        from: formatDay(doc.period.from, locale),
        to: formatDay(doc.period.to, locale),
      }),
  ].filter((note): note is string => Boolean(note));
  const line: TableCell[] = [
    { stack: [{ text: doc.description, bold: true }, ...notes.map((note) => muted(note, { fontSize: 9 }))] },
    amountCell(doc.grossCents, locale),
  ];
  const rule = (row: number, count: number): string | null =>
    row === 1 || row === count ? colours.rule : null;
  return {
    margin: [0, 12, 0, 0],
    table: { headerRows: 1, widths: ['*', 'auto'], body: [header, line] },
    layout: ruledLayout(rule, 7),
  };
}

/** The sums in a column against the right margin; `beside` fills the space at their left. */
export function totals(doc: ClientInvoiceDocument, words: Words, beside: Content): Content {
  const { locale, holdback } = doc;
  const rows: AmountRow[] = holdback
    ? [
        {
          label: words('clientInvoiceHoldback', { percent: holdback.percent }),
          cents: -holdback.cents,
          note: words('clientInvoiceHoldbackNote'),
        },
        { label: words('clientInvoiceNet'), cents: doc.netCents },
      ]
    : [{ label: words('invoiceSubtotal'), cents: doc.netCents }];
  for (const tax of doc.taxLines) rows.push({ label: taxLabel(tax, locale, words), cents: tax.cents });
  const payable = rows.push({ label: words('clientInvoicePayable'), cents: doc.payableCents, strong: true });
  if (doc.paidCents > 0) {
    rows.push(
      { label: words('clientInvoiceAlreadyPaid'), cents: -doc.paidCents },
      { label: words('clientInvoiceBalance'), cents: doc.payableCents - doc.paidCents, strong: true },
    );
  }
  // An accent rule above the total payable, and above the balance due when there is one.
  const ruled = new Set([payable - 1, ...(doc.paidCents > 0 ? [rows.length - 1] : [])]);
  return {
    margin: [0, 4, 0, 0],
    columnGap: 24,
    columns: [
      { width: '*', stack: [beside] },
      {
        width: totalsWidth,
        table: { widths: ['*', 'auto'], body: rows.map((row) => amountCells(row, locale)) },
        layout: ruledLayout((row) => (ruled.has(row) ? colours.accent : null), 4),
      },
    ],
  };
}
