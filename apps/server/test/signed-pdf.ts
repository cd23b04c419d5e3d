/**
 * A signed PDF as a verifier reads it: the signed bytes (the ByteRange's two spans) and the CMS in
 * /Contents. /Contents is padded with zeros after the DER, so the CMS is cut at its own DER length:
 * stripping trailing zeros would also cut a signature whose last byte happens to be 0.
 */
export function signedParts(pdf: Uint8Array): { content: Buffer; cms: Buffer } {
  const bytes = Buffer.from(pdf);
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(bytes.toString('latin1'));
  if (!match) throw new Error('no ByteRange');
  const [a, b, c, d] = match.slice(1).map(Number) as [number, number, number, number];
  const content = Buffer.concat([bytes.subarray(a, a + b), bytes.subarray(c, c + d)]);
  const padded = Buffer.from(bytes.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
  return { content, cms: padded.subarray(0, derLength(padded)) };
}

/** The length of the DER value at the start of `der`: its tag, its length's bytes and its contents. */
function derLength(der: Buffer): number {
  const first = der[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  return 2 + count + der.subarray(2, 2 + count).reduce((length, byte) => length * 256 + byte, 0);
}
