import type { Content, TableCell } from 'pdfmake/interfaces.js';
import { bodyWidth, colours } from '../pdf-layout.js';

/** The audit certificate's building blocks: section headings, label and value rows, groups kept on one page. */

/** A section heading; it never ends a page alone (see pageBreakBefore in certificate-pdf.ts). */
export const heading = (text: string): Content[] => [
  { text: text.toLocaleUpperCase(), style: 'heading', headlineLevel: 1 },
  {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: bodyWidth, y2: 0, lineWidth: 0.75, lineColor: colours.rule }],
    margin: [0, 0, 0, 6],
  },
];

export const plainRows = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 0,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** Label and value rows. */
export const facts = (rows: [string, Content][], labelWidth = 130): Content => ({
  table: {
    widths: [labelWidth, '*'],
    body: rows.map(([label, value]): TableCell[] => [
      { text: label, style: 'label', margin: [0, 1, 0, 0] },
      value,
    ]),
  },
  layout: plainRows,
});

/**
 * Groups that must share a page start on the next one when they would not (the rule is in
 * renderCertificatePdf). pdfmake's `unbreakable` cannot be used for them: it reports the nodes inside
 * an unbreakable block on the page the block began to be laid out on, so a heading before a block
 * that moved to the next page would not know it was left alone.
 */
export const keepTogether = 'keep-together:';
export type Identified<T extends Content> = T & { id: string };
