import type {
  Content,
  ContentColumns,
  ContentImage,
  ContentStack,
  ContentTable,
  ContentText,
  TableCell,
} from 'pdfmake/interfaces.js';
import type { ContractDocument, PartyBlock, SignatureBlock } from './document-model.js';
import { bodyWidth, colours } from './pdf-layout.js';
import { blocksContent } from './pdf-blocks.js';
import { payment } from './pdf-payment.js';

/**
 * The agreement's pages as pdfmake content, section by section in the model's order. A heading never
 * ends a page alone: a section whose start is short (parties, work, schedules, signatures) keeps its
 * heading and that start in one unbreakable block; the payment table carries its heading as a header
 * row; the headings before long text (clauses, scope) carry headlineLevel 1, for render-pdf.ts.
 */

/** The image keys of the signature images in the document definition. */
export const signatureImage = (index: number): string => `signature${index}`;

/**
 * The ids render-pdf.ts reads node positions by: each block's signature and date fields, and the
 * groups of signature blocks that must not be split by a page break. The signature groups are kept
 * together by render-pdf.ts's page-break rule rather than pdfmake's `unbreakable`, because pdfmake
 * reports the positions of nodes inside an unbreakable block relative to the block, not the page.
 */
export const signatureFieldId = (index: number): string => `signature-field-${index}`;
export const dateFieldId = (index: number): string => `signature-date-${index}`;
export const keepTogetherPrefix = 'keep-together:';
/** pdfmake reads `id` on any node; its typings declare it on a table of contents only. */
type Identified<T extends Content> = T & { id: string };

/** The signature line's field and the date line's field, in points. */
export const signatureFieldSize = { width: 230, height: 48 } as const;
export const dateFieldHeight = 16;

const rule = (color: string = colours.rule, width = bodyWidth): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.75, lineColor: color }],
});

/** A section heading; one followed by long text is marked for render-pdf.ts to keep with it. */
const heading = (text: string, beforeLongText = false): Content[] => [
  { text: text.toLocaleUpperCase(), style: 'heading', ...(beforeLongText ? { headlineLevel: 1 } : {}) },
  rule(),
  { text: '', margin: [0, 0, 0, 6] },
];

const partyCell = (party: PartyBlock): TableCell => ({
  stack: [
    { text: party.role.toLocaleUpperCase(), style: 'role' },
    { text: party.name, style: 'partyName' },
    ...party.lines.map((line) => ({ text: line, fontSize: 9.5 })),
  ],
  fillColor: colours.panel,
  margin: [4, 4, 4, 4],
});

function parties(document: ContractDocument): Content[] {
  const cells = document.parties.blocks.map(partyCell);
  const rows: TableCell[][] = [];
  for (let index = 0; index < cells.length; index += 2) {
    rows.push([cells[index] ?? '', cells[index + 1] ?? '']);
  }
  const table = (body: TableCell[][]): Content => ({
    table: { widths: ['*', '*'], body, dontBreakRows: true },
    layout: {
      hLineWidth: () => 6,
      vLineWidth: () => 6,
      hLineColor: () => '#ffffff',
      vLineColor: () => '#ffffff',
    },
    margin: [-6, -6, -6, 0],
  });
  const [first, ...others] = rows;
  return [
    { unbreakable: true, stack: [...heading(document.parties.heading), ...(first ? [table([first])] : [])] },
    ...(others.length > 0 ? [table(others)] : []),
  ];
}

function work(document: ContractDocument): Content[] {
  const facts = document.work.facts.map((fact): TableCell[] => [
    { text: fact.label, style: 'label', margin: [0, 1, 0, 1] },
    { text: fact.value, bold: true },
  ]);
  return [
    {
      // At most five facts: kept with their heading.
      unbreakable: true,
      stack: [
        ...heading(document.work.heading),
        {
          table: { widths: [150, '*'], body: facts },
          layout: {
            hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : 0.5),
            vLineWidth: () => 0,
            hLineColor: () => colours.faint,
            paddingLeft: () => 0,
          },
        },
      ],
    },
    { text: document.work.scopeHeading, style: 'subheading', headlineLevel: 1 },
    ...blocksContent(document.work.scope),
  ];
}

function clauses(document: ContractDocument): Content[] {
  if (document.clauses.items.length === 0) return [];
  return [
    ...heading(document.clauses.heading, true),
    ...document.clauses.items.map((clause): Content => ({
      columns: [
        { width: 22, text: `${clause.number}.`, bold: true, color: colours.accent },
        { width: '*', stack: blocksContent(clause.blocks) },
      ],
      margin: [0, 0, 0, 4],
    })),
  ];
}

function schedules(document: ContractDocument): Content[] {
  if (document.schedules.items.length === 0) return [];
  return [
    {
      // At most four short lines: kept with their heading.
      unbreakable: true,
      stack: [
        ...heading(document.schedules.heading),
        { text: document.schedules.intro, margin: [0, 0, 0, 4] },
        {
          ul: document.schedules.items.map((schedule) => ({
            text: [
              { text: schedule.caption, bold: true },
              { text: `   ${schedule.fileLine}`, color: colours.muted },
            ],
          })),
        },
      ],
    },
  ];
}

/** A line to sign or write on, with what is already written on it. */
function signatureField(value: ContentText | ContentImage, height: number, id?: string): Content {
  const field: ContentTable = {
    table: {
      widths: [signatureFieldSize.width],
      heights: [height],
      body: [[{ ...value, verticalAlignment: 'bottom' }]],
    },
    layout: {
      hLineWidth: (index) => (index === 1 ? 0.75 : 0),
      vLineWidth: () => 0,
      hLineColor: () => colours.ink,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 2,
    },
    margin: [0, 0, 0, 0],
  };
  if (!id) return field;
  const identified: Identified<ContentTable> = { ...field, id };
  return identified;
}

function signatureCell(block: SignatureBlock, index: number, document: ContractDocument): Content {
  const { labels } = document.signatures;
  const field = (
    label: string,
    value: ContentText | ContentImage,
    height: number,
    id?: string,
  ): Content[] => [signatureField(value, height, id), { text: label, style: 'label', margin: [0, 1, 0, 6] }];
  return {
    stack: [
      { text: block.heading.toLocaleUpperCase(), style: 'role', margin: [0, 0, 0, 4] },
      ...field(
        labels.signature,
        block.signature
          ? { image: signatureImage(index), fit: [signatureFieldSize.width, signatureFieldSize.height - 2] }
          : { text: '' },
        signatureFieldSize.height,
        signatureFieldId(index),
      ),
      ...field(labels.name, { text: [block.name, block.organisation].filter(Boolean).join(', ') }, 16),
      ...field(labels.date, { text: block.date }, dateFieldHeight, dateFieldId(index)),
    ],
  };
}

function signatures(document: ContractDocument): Content[] {
  const cells = document.signatures.blocks.map((block, index) => signatureCell(block, index, document));
  const rows: Identified<ContentColumns>[] = [];
  for (let index = 0; index < cells.length; index += 2) {
    rows.push({
      id: `${keepTogetherPrefix}signatures-${index}`,
      columns: [cells[index] ?? { text: '' }, cells[index + 1] ?? { text: '' }],
      columnGap: 24,
      margin: [0, 6, 0, 6],
    });
  }
  const [first, ...others] = rows;
  // The heading, the intro and the first blocks stay together: a page never ends on "By signing below".
  const opening: Identified<ContentStack> = {
    id: `${keepTogetherPrefix}signatures`,
    stack: [
      ...heading(document.signatures.heading),
      { text: document.signatures.intro, margin: [0, 0, 0, 6] },
      ...(first ? [first] : []),
    ],
  };
  return [opening, ...others];
}

/**
 * The consumer's right to cancel, right after the intro so that it is on the first page whatever
 * follows: bold at 12 pt in a ruled box, as the consumer laws ask of a prominent statement.
 */
function cancellation(document: ContractDocument): Content[] {
  const block = document.cancellation;
  if (!block) return [];
  return [
    {
      unbreakable: true,
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                {
                  text: block.heading.toLocaleUpperCase(),
                  fontSize: 13,
                  color: colours.accent,
                  margin: [0, 0, 0, 4],
                },
                { text: block.rule, margin: [0, 0, 0, 3] },
                { text: block.extended },
                // A copy: pdfmake replaces a list's strings with its own nodes, and the preview reads the model after.
                { ul: [...block.reasons], margin: [0, 0, 0, 3] },
                ...(block.refund ? [{ text: block.refund, margin: [0, 0, 0, 3] } satisfies Content] : []),
                { text: block.source, fontSize: 12, color: colours.muted },
              ],
              bold: true,
              fontSize: 12,
              margin: [6, 6, 6, 6],
            },
          ],
        ],
      },
      layout: {
        hLineWidth: () => 1.5,
        vLineWidth: () => 1.5,
        hLineColor: () => colours.ink,
        vLineColor: () => colours.ink,
      },
      margin: [0, 4, 0, 8],
    },
  ];
}

export function agreementContent(document: ContractDocument): Content[] {
  return [
    { text: document.title, style: 'title' },
    { text: `${document.reference}  ·  ${document.issued}`, style: 'reference' },
    { text: document.intro, margin: [0, 0, 0, 4] },
    ...cancellation(document),
    ...parties(document),
    ...work(document),
    ...payment(document),
    ...clauses(document),
    ...schedules(document),
    ...signatures(document),
  ];
}
