import QRCode from 'qrcode';

/**
 * The QR code printed on every page of a contract document: it names the document, the page and the
 * page count, so a later issue can file a printed and scanned copy page by page. The sizes follow
 * ../shared/notes/signing-pipeline.md §6: error correction Q (a pen stroke across the symbol still
 * reads), an upper-case payload so the symbol uses the dense alphanumeric mode (0-9 A-Z space $ % * + -
 * . / :), and a quiet zone of 4 modules.
 */

export const qrErrorCorrection = 'Q';
export const qrQuietZoneModules = 4;

export { parseQrPayload, qrPayload, type QrPage } from '@tradepact/shared';

/** A rectangle of dark modules, in modules from the symbol's top left corner. */
export interface QrRectangle {
  row: number;
  column: number;
  width: number;
  height: number;
}

export interface QrSymbol {
  /** Modules per side, without the quiet zone. */
  size: number;
  /**
   * The dark modules as rectangles: each row's runs, merged with the same run on the rows below.
   * A symbol is then about 150 vector shapes instead of 1,000 squares, which keeps the PDF small
   * and fast to draw while staying sharp at any scan resolution.
   */
  rectangles: QrRectangle[];
}

export function qrSymbol(payload: string): QrSymbol {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: qrErrorCorrection });
  const rectangles: QrRectangle[] = [];
  /** Rectangles still growing downwards, by their column and width. */
  let open = new Map<string, QrRectangle>();
  for (let row = 0; row < modules.size; row += 1) {
    const next = new Map<string, QrRectangle>();
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (dark || start < 0) continue;
      const key = `${start}:${column - start}`;
      const above = open.get(key);
      if (above) above.height += 1;
      const rectangle = above ?? { row, column: start, width: column - start, height: 1 };
      if (!above) rectangles.push(rectangle);
      next.set(key, rectangle);
      start = -1;
    }
    open = next;
  }
  return { size: modules.size, rectangles };
}
