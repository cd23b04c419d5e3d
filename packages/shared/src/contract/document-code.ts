/**
 * A contract document's code and the QR payload printed on each of its pages. The code is 100
 * random bits (made by the server) written as 20 characters of Crockford's base32: digits and
 * upper-case letters without I, L, O and U, which read as 1, 1, 0 and V. The payload is an upper-case
 * URL on the product's address naming the code, the page and the page count, so the QR symbol uses
 * the dense alphanumeric mode and a phone that scans it opens /C/<code>/P03-05.
 */

export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const documentCodeLength = 20;

const documentCodePattern = new RegExp(`^[${crockfordAlphabet}]{${documentCodeLength}}$`);

export const isDocumentCode = (text: string): boolean => documentCodePattern.test(text);

/** The code as people read and type it from paper: 7Q2M-4K9X-3ZR8-HDAB-12CD. */
export const groupedDocumentCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

export interface QrPage {
  code: string;
  page: number;
  pageCount: number;
}

const pageNumber = (value: number): string => String(value).padStart(2, '0');

/** The page segment of the payload: `P03-05`. */
export const pageSegment = (page: number, pageCount: number): string =>
  `P${pageNumber(page)}-${pageNumber(pageCount)}`;

/** `HTTP://LOCALHOST:3000/C/<CODE>/P03-05`: upper case throughout, which URLs' scheme and host allow. */
export function qrPayload(publicUrl: string, { code, page, pageCount }: QrPage): string {
  const base = publicUrl.replace(/\/+$/, '').toUpperCase();
  return `${base}/C/${code}/${pageSegment(page, pageCount)}`;
}

const payloadPattern = /\/C\/([0-9A-Z]+)\/P(\d{1,4})-(\d{1,4})\/?$/i;

/** What a QR payload (or the path it opens) names, or null when it is not one of ours. */
export function parseQrPayload(text: string): QrPage | null {
  const match = payloadPattern.exec(text.trim());
  if (!match) return null;
  const [, rawCode = '', rawPage = '', rawCount = ''] = match;
  const code = rawCode.toUpperCase();
  const page = Number(rawPage);
  const pageCount = Number(rawCount);
  if (!isDocumentCode(code) || page < 1 || page > pageCount) return null;
  return { code, page, pageCount };
}
