import {
  formatCad,
  formatTaxRate,
  taxKindMessages,
  type TaxKind,
  type TaxLine,
  type Words,
} from '@tradepact/shared';
import type { Content, ContentText, CustomTableLayout, Margins, TableCell } from 'pdfmake/interfaces.js';
import { colours } from '../pdf-layout.js';

/**
 * The pieces both invoices are drawn with, the subscription's (render-invoice.ts) and the one a
 * contractor issues to a client (client-invoice/): muted type, ruled receipt tables, the column of
 * amounts against the right margin and its rows.
 */

/** The totals sit in a column on the right, under the lines' amounts. */
export const totalsWidth = 250;
/** Space between a label and its amount. */
const amountGap: Margins = [16, 0, 0, 0];

/** Small grey type: labels, notes, the address. */
export const muted = (text: string, more: Omit<ContentText, 'text'> = {}): ContentText => ({
  text,
  fontSize: 8.5,
  color: colours.muted,
  ...more,
});

/** A table with no lines but the ones `rule` colours, and the padding of a receipt's rows. */
export function ruledLayout(
  rule: (row: number, rows: number) => string | null,
  padding: number,
): CustomTableLayout {
  return {
    hLineWidth: (row, node) => (rule(row, node.table.body.length) ? 0.75 : 0),
    hLineColor: (row, node) => rule(row, node.table.body.length) ?? colours.rule,
    vLineWidth: () => 0,
    paddingLeft: () => 0,
    paddingRight: () => 0,
    paddingTop: () => padding,
    paddingBottom: () => padding,
  };
}

/** `content` against the right margin, in a column `width` points wide or as wide as it is. */
export const onTheRight = (width: number | 'auto', content: Content, margin: Margins = 0): Content => ({
  margin,
  columns: [
    { width: '*', text: '' },
    { width, stack: [content] },
  ],
});

/** An amount written after its label, in a row of the amounts' table. */
export const amountCell = (
  cents: number,
  locale: string,
  more: Omit<ContentText, 'text'> = {},
): ContentText => ({
  text: formatCad(cents, locale),
  alignment: 'right',
  margin: amountGap,
  ...more,
});

export interface AmountRow {
  label: string;
  cents: number;
  /** A second, smaller line under the label. */
  note?: string;
  /** The total's row stands out. */
  strong?: boolean;
  labelColour?: string;
}

export function amountCells(row: AmountRow, locale: string): TableCell[] {
  const type = row.strong ? { bold: true, fontSize: 11.5 } : {};
  return [
    {
      stack: [
        { text: row.label, color: row.labelColour ?? colours.ink, ...type },
        ...(row.note ? [muted(row.note)] : []),
      ],
    },
    amountCell(row.cents, locale, type),
  ];
}

/**
 * A tax line's label: `HST 13 %`. The kinds are the shared tax table's; a kind it does not know (an
 * invoice stored before a kind was renamed) is printed as it was stored.
 */
export function taxLabel(
  tax: Pick<TaxLine, 'ratePercent'> & { kind: string },
  locale: string,
  words: Words,
): string {
  const name = Object.hasOwn(taxKindMessages, tax.kind)
    ? words(taxKindMessages[tax.kind as TaxKind])
    : tax.kind;
  return `${name} ${formatTaxRate(tax.ratePercent, locale, words)}`;
}
