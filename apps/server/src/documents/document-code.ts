import { randomBytes } from 'node:crypto';
import { crockfordAlphabet, documentCodeLength } from '@tradepact/shared';

/**
 * A contract document's code: 100 random bits written as 20 characters of Crockford's base32
 * (packages/shared/src/contract/document-code.ts). It names one
 * version of one contract on every printed page, so it must be unguessable (issue 12 asks for at least
 * 96 bits) and survive being read back from a QR code or typed from paper.
 */

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

/** The code's rules and the QR payload live in the shared package (the page at /C/… reads them too). */
export { crockfordAlphabet, groupedDocumentCode, isDocumentCode } from '@tradepact/shared';
