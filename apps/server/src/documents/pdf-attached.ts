import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { ContractDocument, FormLine } from './document-model.js';
import { bodyWidth, colours } from './pdf-layout.js';

/**
 * The attached documents' pages as pdfmake content (attached-documents.ts words them): Ontario's
 * disclosure statement alone on page 1, before the agreement; Quebec's statement of cancellation
 * rights on a page of its own after everything else, its detachable form on the next page.
 */

/** The id render-pdf.ts finds the statement's first page by, to know how many pages follow the schedules. */
export const cancellationStatementId = 'cancellation-statement';

const checkbox = (checked: boolean): string => (checked ? '[X]' : '[  ]');

export function disclosureContent(document: ContractDocument): Content[] {
  const statement = document.disclosure;
  if (!statement) return [];
  return [
    {
      stack: [
        { text: statement.heading, style: 'title', fontSize: 18, margin: [0, 0, 0, 10] },
        { text: statement.intro, bold: true, margin: [0, 0, 0, 8] },
        { text: statement.products, margin: [0, 0, 0, 10] },
        { text: statement.choose, bold: true, margin: [0, 0, 0, 6] },
        ...statement.choices.map((choice): Content => ({
          columns: [
            { width: 28, text: checkbox(choice.checked), bold: true, fontSize: 12 },
            { width: '*', text: choice.text, bold: choice.checked },
          ],
          margin: [0, 0, 0, 6],
        })),
        { text: statement.cancel, bold: true, fontSize: 12, margin: [0, 8, 0, 10] },
        {
          table: { widths: ['*'], body: [[{ text: statement.signed, margin: [6, 6, 6, 6] }]] },
          layout: {
            hLineWidth: () => 1,
            vLineWidth: () => 1,
            hLineColor: () => colours.ink,
            vLineColor: () => colours.ink,
          },
          margin: [0, 0, 0, 10],
        },
        { text: statement.source, style: 'note' },
      ],
      pageBreak: 'after',
    },
  ];
}

/** A line to write on, its value already written where the contract knows it, its label beneath. */
const formLine = (line: FormLine): Content => ({
  stack: [
    {
      table: {
        widths: [bodyWidth],
        heights: [18],
        body: [[{ text: line.value, verticalAlignment: 'bottom' } as TableCell]],
      },
      layout: {
        hLineWidth: (index) => (index === 1 ? 0.75 : 0),
        vLineWidth: () => 0,
        hLineColor: () => colours.ink,
        paddingLeft: () => 0,
        paddingBottom: () => 2,
      },
    },
    { text: line.label, style: 'label', margin: [0, 1, 0, 6] },
  ],
});

export function cancellationStatementContent(document: ContractDocument): Content[] {
  const statement = document.cancellationStatement;
  if (!statement) return [];
  const { form } = statement;
  return [
    {
      pageBreak: 'before',
      stack: [
        // pdfmake reads `id` on any node: render-pdf.ts finds this page by it.
        { text: statement.notice, alignment: 'center', fontSize: 9, id: cancellationStatementId } as Content,
        {
          text: statement.heading,
          alignment: 'center',
          bold: true,
          fontSize: 13,
          color: colours.accent,
          margin: [0, 4, 0, 10],
        },
        ...statement.paragraphs.map((paragraph): Content => ({ text: paragraph, margin: [0, 0, 0, 7] })),
      ],
    },
    {
      pageBreak: 'before',
      stack: [
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 0,
              x2: bodyWidth,
              y2: 0,
              lineWidth: 1,
              dash: { length: 4, space: 3 },
              lineColor: colours.muted,
            },
          ],
        },
        { text: form.cut, style: 'small', alignment: 'center', margin: [0, 2, 0, 12] },
        {
          text: form.heading,
          alignment: 'center',
          bold: true,
          fontSize: 13,
          color: colours.accent,
          margin: [0, 0, 0, 10],
        },
        { text: form.to, bold: true, margin: [0, 0, 0, 4] },
        ...form.merchant.map(formLine),
        { text: form.declaration, margin: [0, 8, 0, 4] },
        ...form.contract.map(formLine),
        { text: '', margin: [0, 6, 0, 0] },
        ...form.consumer.map(formLine),
      ],
    },
  ];
}
