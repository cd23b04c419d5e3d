import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';

/** A page's scanned image as sharp reads it: a JPEG file, or raw 8-bit pixels. */
export type PageImage =
  { jpeg: Uint8Array } | { raw: Buffer; width: number; height: number; channels: 1 | 3 };

const name = (stream: PDFRawStream, key: string) => stream.dict.lookup(PDFName.of(key));
const number = (stream: PDFRawStream, key: string): number => {
  const value = name(stream, key);
  return value instanceof PDFNumber ? value.asNumber() : 0;
};

/** The stream's only filter, when it has exactly one. */
function onlyFilter(stream: PDFRawStream): PDFName | undefined {
  const filter = name(stream, 'Filter');
  if (filter instanceof PDFName) return filter;
  if (filter instanceof PDFArray && filter.size() === 1) {
    const first = filter.lookup(0);
    return first instanceof PDFName ? first : undefined;
  }
  return undefined;
}

/** The image's pixels without pdfjs: a JPEG as stored, or deflated 8-bit grey or RGB without predictor. */
export function pageImage(stream: PDFRawStream): PageImage | null {
  const filter = onlyFilter(stream);
  if (filter === PDFName.of('DCTDecode')) return { jpeg: stream.contents };
  const space = name(stream, 'ColorSpace');
  const channels = space === PDFName.of('DeviceRGB') ? 3 : space === PDFName.of('DeviceGray') ? 1 : 0;
  const plain =
    filter === PDFName.of('FlateDecode') && !name(stream, 'DecodeParms') && !name(stream, 'Decode');
  if (!plain || !channels || number(stream, 'BitsPerComponent') !== 8) return null;
  const [width, height] = [number(stream, 'Width'), number(stream, 'Height')];
  let raw: Buffer;
  try {
    raw = inflateSync(stream.contents);
  } catch {
    return null;
  }
  return raw.length === width * height * channels ? { raw, width, height, channels } : null;
}

/** The image as sharp input. */
export const imageInput = (image: PageImage): Sharp =>
  'jpeg' in image ? sharp(image.jpeg, { failOn: 'error' }) : sharp(image.raw, { raw: image });

/**
 * For each page, its largest image. A copier's PDF is one image a page: sharp decodes it natively ten
 * times faster than pdfjs renders the page, and the QR code reads the same whichever way the page
 * places it. Null for a page without one; none at all if pdf-lib cannot parse the file.
 */
export async function pageImageStreams(bytes: Uint8Array): Promise<(PDFRawStream | null)[]> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return [];
  }
  const area = (stream: PDFRawStream) => number(stream, 'Width') * number(stream, 'Height');
  return pdf.getPages().map((page) => {
    const objects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (!(objects instanceof PDFDict)) return null;
    const images = objects
      .values()
      .map((ref) => pdf.context.lookup(ref))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .filter((stream) => name(stream, 'Subtype') === PDFName.of('Image'));
    return images.sort((a, b) => area(b) - area(a))[0] ?? null;
  });
}
