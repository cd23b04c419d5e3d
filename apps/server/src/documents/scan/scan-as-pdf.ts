import { PDFDocument, type PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import { scanKind, type ScanKind } from './scan-kind.js';
import { ScanRefusal } from './scan-refusal.js';

/** Letter, in points: a photographed or scanned page is filed at the size it was printed on. */
const letter = { short: 612, long: 792 };

/** Fits the image in a Letter page turned its way, keeping its proportions. */
function pageSize(width: number, height: number): [number, number] {
  const [pageWidth, pageHeight] = width > height ? [letter.long, letter.short] : [letter.short, letter.long];
  const scale = Math.min(pageWidth / width, pageHeight / height);
  return [width * scale, height * scale];
}

/**
 * One page of the upload as pdf-lib embeds it: an upright JPEG or PNG as it came (no quality lost),
 * anything else or anything turned by its EXIF orientation re-encoded upright as JPEG.
 */
async function embedPage(
  pdf: PDFDocument,
  bytes: Uint8Array,
  page: number,
  pages: number,
): Promise<PDFImage> {
  const { format, orientation } = await sharp(bytes).metadata();
  const asItIs = pages === 1 && (orientation ?? 1) === 1;
  if (asItIs && format === 'jpeg') return pdf.embedJpg(bytes);
  if (asItIs && format === 'png') return pdf.embedPng(bytes);
  return pdf.embedJpg(
    await sharp(bytes, { page, failOn: 'error' }).rotate().jpeg({ quality: 90 }).toBuffer(),
  );
}

async function imagesAsPdf(bytes: Uint8Array, kind: ScanKind): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  try {
    const pages = (await sharp(bytes).metadata()).pages ?? 1;
    for (let page = 0; page < pages; page += 1) {
      const image = await embedPage(pdf, bytes, page, pages);
      const [width, height] = pageSize(image.width, image.height);
      pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
    }
  } catch {
    throw new ScanRefusal(kind === 'heif' ? 'scanHeicUnreadable' : 'scanUnreadable');
  }
  return pdf.save();
}

/** The upload as one PDF to store: a PDF as it is, an image (each page of a TIFF) as PDF pages. */
export async function scanAsPdf(bytes: Uint8Array): Promise<Uint8Array> {
  const kind = await scanKind(bytes);
  return kind === 'pdf' ? bytes : imagesAsPdf(bytes, kind);
}
