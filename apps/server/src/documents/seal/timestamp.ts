import { createHash, randomBytes } from 'node:crypto';
import {
  asn1,
  bytesOf,
  children,
  der,
  fromDer,
  integer,
  nullValue,
  octets,
  oid,
  oidOf,
  sequence,
  set,
  type Asn1,
} from './asn1.js';

/**
 * An RFC 3161 signature timestamp for the seal (PAdES B-T): the seal's signature value is hashed and
 * sent to a timestamp authority, whose signed token, proving the signature existed at that time by a
 * clock other than ours, goes into the CMS as the unsigned attribute id-aa-signatureTimeStampToken
 * (RFC 3161 appendix A). Unsigned attributes are outside what the seal signs, so adding it leaves the
 * signature valid.
 */

const oids = {
  sha256: '2.16.840.1.101.3.4.2.1',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
};

/** TimeStampReq: version 1, the SHA-256 of `signature`, a nonce, and the authority's certificate asked for. */
function timestampRequest(imprint: Buffer, nonce: Buffer): Buffer {
  return der(
    sequence([
      integer(Buffer.from([1])),
      sequence([sequence([oid(oids.sha256), nullValue()]), octets(imprint)]),
      integer(nonce),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, '\xff'),
    ]),
  );
}

/** The TSTInfo inside a token (a SignedData whose content is the DER of a TSTInfo). */
function tstInfoOf(token: Asn1): Asn1[] {
  const signedData = children(children(token)[1])[0];
  const [, , encapsulated] = children(signedData);
  const [type, content] = children(encapsulated);
  if (oidOf(type) !== oids.tstInfo) {
    throw new Error('the timestamp token holds no TSTInfo');
  }
  const octetString = children(content)[0];
  // The eContent octet string may be constructed (BER) or primitive.
  const encoded = children(octetString).length
    ? children(octetString)
        .map((part) => bytesOf(part).toString('binary'))
        .join('')
    : bytesOf(octetString).toString('binary');
  return children(asn1.fromDer(encoded));
}

/** Whether two big-endian INTEGER contents hold the same value, whatever leading zero bytes either carries. */
function sameInteger(a: Buffer, b: Buffer): boolean {
  const strip = (bytes: Buffer) =>
    bytes.subarray(
      Math.max(
        0,
        bytes.findIndex((byte) => byte !== 0),
      ),
    );
  return strip(a).equals(strip(b));
}

/** Asks the authority at `url` for a token over `imprint` and checks that it answers that request. */
export async function fetchTimestampToken(url: string, imprint: Buffer): Promise<Asn1> {
  // A positive 63-bit nonce whose first byte is neither 0 nor above 0x7f: then its bytes are already
  // the minimal DER the authority answers with (a first byte of 0 would come back one byte shorter).
  const nonce = randomBytes(8);
  nonce[0] = ((nonce[0] ?? 0) & 0x7f) | 0x40;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: new Uint8Array(timestampRequest(imprint, nonce)),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new Error(`the timestamp authority ${url} could not be reached: ${String(cause)}`);
  });
  if (!response.ok) throw new Error(`the timestamp authority ${url} answered HTTP ${response.status}`);
  const reply = fromDer(Buffer.from(await response.arrayBuffer()));
  const [statusInfo, token] = children(reply);
  const status = bytesOf(children(statusInfo)[0]).readUIntBE(0, 1);
  // 0 granted, 1 granted with modifications (PKIStatus, RFC 3161 §2.4.2).
  if (status > 1 || !token)
    throw new Error(`the timestamp authority ${url} refused the request (status ${status})`);

  const [, , messageImprint, , , , ...rest] = tstInfoOf(token);
  const stampedHash = bytesOf(children(messageImprint)[1]);
  const stampedNonce = rest.find(
    (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.INTEGER,
  );
  if (!stampedHash.equals(imprint) || !stampedNonce || !sameInteger(bytesOf(stampedNonce), nonce)) {
    throw new Error(`the timestamp authority ${url} answered a token for another request`);
  }
  return token;
}

/** The signerInfo's unsigned attribute signatureTimeStampToken over `signature`, from the authority at `url`. */
export async function signatureTimestamp(signature: Buffer, url: string): Promise<Asn1> {
  const token = await fetchTimestampToken(url, createHash('sha256').update(signature).digest());
  return sequence([oid(oids.signatureTimeStampToken), set([token])]);
}
