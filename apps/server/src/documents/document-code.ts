import { randomBytes } from 'node:crypto';

/**
 * A contract document's code: 100 random bits written as 20 characters of Crockford's base32
 * (digits and upper-case letters without I, L, O and U, which read as 1, 1, 0 and V). It names one
 * version of one contract on every printed page, so it must be unguessable (issue 12 asks for at least
 * 96 bits) and survive being read back from a QR code or typed from paper.
 */

export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const documentCodeLength = 20;

const documentCodePattern = new RegExp(`^[${crockfordAlphabet}]{${documentCodeLength}}$`);

export function newDocumentCode(): string {
  // 13 bytes hold 104 bits; the 20 characters take the first 100 of them, 5 bits each.
  const bytes = randomBytes(13);
  let code = '';
  for (let index = 0; index < documentCodeLength; index += 1) {
    const bit = index * 5;
    const pair = ((bytes[bit >> 3] ?? 0) << 8) | (bytes[(bit >> 3) + 1] ?? 0);
    code += crockfordAlphabet[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}

export const isDocumentCode = (text: string): boolean => documentCodePattern.test(text);

/** The code as people read and type it from paper: 7Q2M-4K9X-3ZR8-HDAB-12CD. */
export const groupedDocumentCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
