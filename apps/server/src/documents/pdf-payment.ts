import type { Content, TableCell } from 'pdfmake/interfaces.js';
import type { ContractDocument } from './document-model.js';
import { blocksContent } from './pdf-blocks.js';
import { colours } from './pdf-layout.js';

/**
 * The payment section as pdfmake content: the table of payments (with Ontario's holdback, each row's
 * gross, holdback and net payable, then the release line), the totals, the notes under it, the
 * province's prompt-payment rules and any custom terms.
 */

const amount = (text: string, bold = false, fontSize?: number): TableCell => ({
  text,
  alignment: 'right',
  bold,
  ...(fontSize ? { fontSize } : {}),
});

/** The cells after Item and Due: the amount, or with a holdback the gross, the holdback and the net. */
function amountColumns(document: ContractDocument): { header: TableCell[]; widths: ('*' | 'auto')[] } {
  const { payment: schedule } = document;
  // On one line: the width of an amount column is its widest amount or its name, whichever is wider.
  const header = (text: string): TableCell => ({
    text,
    style: 'tableHeader',
    alignment: 'right',
    noWrap: true,
  });
  if (!schedule.holdback) return { header: [header(schedule.columns.amount)], widths: ['auto'] };
  const { columns } = schedule.holdback;
  return {
    header: [header(columns.gross), header(columns.holdback), header(columns.net)],
    widths: ['auto', 'auto', 'auto'],
  };
}

function table(document: ContractDocument): Content {
  const { payment: schedule } = document;
  const { header, widths } = amountColumns(document);
  const span = 2 + widths.length;
  const filler = (count: number): TableCell[] => Array.from({ length: count }, () => '');
  // The section's heading is the table's first header row: it stays with the first payment, and
  // heads the table again on every page it continues on.
  const headings: TableCell[][] = [
    [
      {
        text: schedule.heading.toLocaleUpperCase(),
        style: 'heading',
        colSpan: span,
        margin: [-4, 12, 0, 0],
      },
      ...filler(span - 1),
    ],
    [
      { text: schedule.columns.item, style: 'tableHeader' },
      { text: schedule.columns.due, style: 'tableHeader' },
      ...header,
    ],
  ];
  const rows: TableCell[][] = schedule.rows.map((row) => [
    row.item,
    row.due,
    amount(row.amount),
    ...(schedule.holdback ? [amount(row.holdback ?? ''), amount(row.net ?? '', true)] : []),
  ]);
  const release = schedule.holdback?.release;
  if (release) {
    rows.push([{ text: release.item, bold: true }, release.due, '', '', amount(release.amount, true)]);
  }
  const totals: TableCell[][] = schedule.totals.map((total) => [
    {
      text: total.label,
      colSpan: span - 1,
      alignment: 'right',
      bold: total.emphasis,
      fontSize: total.emphasis ? 11 : 10,
    },
    ...filler(span - 2),
    amount(total.amount, total.emphasis, total.emphasis ? 11 : undefined),
  ]);
  // Lines are numbered from the table's top: 1 under the heading, 2 under the column names.
  const firstTotal = headings.length + rows.length;
  const grandTotal = firstTotal + totals.length - 1;
  const lineWidth = (index: number): number => {
    if (index === 0) return 0;
    if (index === 1) return 0.75;
    if (index === 2 || index === grandTotal) return 1.25;
    if (index === firstTotal) return 0.75;
    return index < firstTotal ? 0.5 : 0;
  };
  const lineColour = (index: number): string => {
    if (index === 2 || index === grandTotal) return colours.accent;
    return index === 1 ? colours.rule : colours.faint;
  };
  return {
    table: {
      headerRows: headings.length,
      keepWithHeaderRows: 1,
      widths: ['*', '*', ...widths],
      body: [...headings, ...rows, ...totals],
      dontBreakRows: true,
    },
    layout: {
      hLineWidth: lineWidth,
      vLineWidth: () => 0,
      hLineColor: lineColour,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    // The holdback's five columns are set a little smaller to keep each amount on one line.
    ...(schedule.holdback ? { fontSize: 9.5 } : {}),
    margin: [0, 4, 0, 0],
  };
}

export function payment(document: ContractDocument): Content[] {
  const { payment: schedule } = document;
  const prompt = schedule.promptPayment;
  return [
    table(document),
    { text: schedule.note, style: 'note' },
    ...(schedule.estimate
      ? [{ text: schedule.estimate, bold: true, margin: [0, 4, 0, 0] as [number, number, number, number] }]
      : []),
    // The holdback's notes and their source are read together: never split by a page break.
    ...(schedule.holdback
      ? [
          {
            unbreakable: true,
            stack: schedule.holdback.notes.map((note): Content => ({ text: note, style: 'note' })),
          } satisfies Content,
        ]
      : []),
    ...(prompt
      ? [
          {
            unbreakable: true,
            stack: [
              { text: prompt.heading, style: 'subheading' },
              // A copy: pdfmake rewrites the nodes it is given, and the preview reads the same model.
              { ul: [...prompt.lines], margin: [0, 0, 0, 2] },
              { text: prompt.source, style: 'note' },
            ],
          } satisfies Content,
        ]
      : []),
    ...(schedule.custom.length > 0
      ? [
          { text: schedule.customHeading, style: 'subheading', headlineLevel: 1 },
          ...blocksContent(schedule.custom),
        ]
      : []),
  ];
}
