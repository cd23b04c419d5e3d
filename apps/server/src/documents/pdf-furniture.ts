import { formatMessage } from '@tradepact/shared';
import type { CanvasElement, Column, Content, DynamicContent, Watermark } from 'pdfmake/interfaces.js';
import type { ContractDocument } from './document-model.js';
import { bodyWidth, colours, qrBoxPoints, qrModulePoints, qrRightInset, sideMargin } from './pdf-layout.js';
import { qrPayload, qrQuietZoneModules, qrSymbol } from './qr.js';

/**
 * What every page of the PDF carries, the appended schedules' pages included: the contractor's logo
 * and business name at the top; at the bottom the contract's reference, "Page X of Y" and the QR
 * code naming this document and page, with its code printed beneath for filing by hand. The sealed
 * file's audit certificate carries the same footer (seal/certificate-pdf.ts).
 */

/** The image key of the contractor's logo in the document definition. */
export const logoImage = 'logo';

export function header(document: ContractDocument, hasLogo: boolean): DynamicContent {
  const logo: Column[] = hasLogo ? [{ width: 'auto', stack: [{ image: logoImage, fit: [120, 34] }] }] : [];
  const content: Content = {
    margin: [sideMargin, 28, sideMargin, 0],
    stack: [
      {
        columns: [
          ...logo,
          {
            text: document.header.businessName,
            bold: true,
            fontSize: 12,
            color: colours.accent,
            width: '*',
            margin: [hasLogo ? 10 : 0, hasLogo ? 9 : 0, 0, 0],
          },
          {
            text: document.header.reference,
            width: 'auto',
            alignment: 'right',
            fontSize: 8,
            color: colours.muted,
            margin: [0, hasLogo ? 11 : 2, 0, 0],
          },
        ],
      },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 6, x2: bodyWidth, y2: 6, lineWidth: 1, lineColor: colours.accent },
        ],
      },
    ],
  };
  return () => content;
}

/** The QR code as vector rectangles on white, the white square being its quiet zone. */
function qrCanvas(payload: string, left: number): CanvasElement[] {
  const symbol = qrSymbol(payload);
  const box = qrBoxPoints(symbol.size);
  return [
    { type: 'rect', x: left, y: 0, w: box, h: box, color: '#ffffff' },
    ...symbol.rectangles.map((rectangle): CanvasElement => ({
      type: 'rect',
      x: left + (qrQuietZoneModules + rectangle.column) * qrModulePoints,
      y: (qrQuietZoneModules + rectangle.row) * qrModulePoints,
      w: rectangle.width * qrModulePoints,
      h: rectangle.height * qrModulePoints,
      color: '#000000',
    })),
  ];
}

/** The code under the QR code is wider than the symbol: its column reaches this far either side. */
const codeOverhang = 20;

/** What a page's footer names: the document's code and the text beside its QR code. */
export interface QrFooterText {
  publicUrl: string;
  code: string;
  /** The code as printed under the QR code (7Q2M-4K9X-…). */
  grouped: string;
  /** At the left: the document's title and reference. */
  reference: string;
  /** 'Page {page} of {pages}', filled per page. */
  pageOf: string;
  /**
   * Pages before these in the file the QR codes number: an audit certificate appended after the
   * contract's pages carries the sealed file's page numbers in its codes, its own beside them.
   */
  pagesBefore?: number;
}

/** The symbol's size for a document's footers: sized for three-digit page numbers so that it never overflows. */
export const footerQrModules = (publicUrl: string, code: string): number =>
  qrSymbol(qrPayload(publicUrl, { code, page: 100, pageCount: 100 })).size;

/** The reference, "Page X of Y" and the page's QR code naming the document, the page and the count. */
export function qrFooter(text: QrFooterText, qrModules: number): DynamicContent {
  const box = qrBoxPoints(qrModules);
  const before = text.pagesBefore ?? 0;
  // pdfmake asks for every page's footer again each time it lays the document out anew.
  const canvases = new Map<string, CanvasElement[]>();
  const canvasOf = (payload: string): CanvasElement[] => {
    let canvas = canvases.get(payload);
    if (!canvas) {
      canvas = qrCanvas(payload, codeOverhang);
      canvases.set(payload, canvas);
    }
    return canvas;
  };
  return (page, pageCount) => {
    const payload = qrPayload(text.publicUrl, {
      code: text.code,
      page: before + page,
      pageCount: before + pageCount,
    });
    return {
      margin: [sideMargin, 6, qrRightInset - codeOverhang, 0],
      columns: [
        { width: '*', text: text.reference, style: 'small', margin: [0, box - 24, 0, 0] },
        {
          width: 'auto',
          text: formatMessage(text.pageOf, { page, pages: pageCount }),
          fontSize: 9,
          bold: true,
          margin: [0, box - 25, 4 - codeOverhang, 0],
        },
        {
          width: box + 2 * codeOverhang,
          stack: [
            { canvas: canvasOf(payload) },
            { text: text.grouped, fontSize: 7, alignment: 'center', characterSpacing: 0.3 },
          ],
        },
      ],
    };
  };
}

export const footer = (document: ContractDocument, qrModules: number): DynamicContent =>
  qrFooter(
    {
      publicUrl: document.code.publicUrl,
      code: document.code.value,
      grouped: document.code.grouped,
      reference: `${document.title} · ${document.reference}`,
      pageOf: document.pageOf,
    },
    qrModules,
  );

export const draftWatermark = (document: ContractDocument): Watermark | undefined =>
  document.draftMark
    ? { text: document.draftMark, color: colours.draft, opacity: 0.12, bold: true, fontSize: 110, angle: -35 }
    : undefined;
