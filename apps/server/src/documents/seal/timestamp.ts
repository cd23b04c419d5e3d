import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * An RFC 3161 signature timestamp for the seal (PAdES B-T): the seal's signature value is hashed and
 * sent to a timestamp authority, whose signed token, proving the signature existed at that time by a
 * clock other than ours, is added to the CMS as the unsigned attribute id-aa-signatureTimeStampToken
 * (RFC 3161 appendix A). Unsigned attributes are outside what the seal signs, so adding it leaves the
 * signature valid. @signpdf has no timestamp support (node-signpdf #68, #124): this works on the DER
 * its P12Signer makes, with node-forge's ASN.1, which @signpdf already uses.
 */

const { asn1 } = forge;
const oids = {
  sha256: '2.16.840.1.101.3.4.2.1',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
};

const sequence = (value: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const octets = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (bytes: Buffer) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, bytes.toString('binary'));
const oid = (value: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] =>
  Array.isArray(node?.value) ? node.value : [];
const bytesOf = (node: forge.asn1.Asn1 | undefined): Buffer =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');

/** TimeStampReq: version 1, the SHA-256 of `signature`, a nonce, and the authority's certificate asked for. */
function timestampRequest(imprint: Buffer, nonce: Buffer): Buffer {
  return der(
    sequence([
      integer(Buffer.from([1])),
      sequence([
        sequence([oid(oids.sha256), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]),
        octets(imprint),
      ]),
      integer(nonce),
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.BOOLEAN, false, '\xff'),
    ]),
  );
}

/** The TSTInfo inside a token (a SignedData whose content is the DER of a TSTInfo). */
function tstInfoOf(token: forge.asn1.Asn1): forge.asn1.Asn1[] {
  const signedData = children(children(token)[1])[0];
  const [, , encapsulated] = children(signedData);
  const [type, content] = children(encapsulated);
  if (asn1.derToOid(forge.util.createBuffer(type?.value as string)) !== oids.tstInfo) {
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

/** Asks the authority at `url` for a token over `imprint` and checks that it answers that request. */
export async function fetchTimestampToken(url: string, imprint: Buffer): Promise<forge.asn1.Asn1> {
  // A positive 64-bit nonce: the first byte's high bit clear.
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0] ?? 0) & 0x7f;
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
  const reply = asn1.fromDer(Buffer.from(await response.arrayBuffer()).toString('binary'));
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
  if (!stampedHash.equals(imprint) || !stampedNonce || !bytesOf(stampedNonce).equals(nonce)) {
    throw new Error(`the timestamp authority ${url} answered a token for another request`);
  }
  return token;
}

/**
 * The CMS `cms` (DER ContentInfo of a SignedData with one SignerInfo) with a signature timestamp
 * from the authority at `url` added to its SignerInfo.
 */
export async function addSignatureTimestamp(cms: Buffer, url: string): Promise<Buffer> {
  const contentInfo = asn1.fromDer(cms.toString('binary'));
  const signedData = children(children(contentInfo)[1])[0];
  const signerInfos = children(signedData).at(-1);
  const signerInfo = children(signerInfos)[0];
  if (!signerInfo) throw new Error('the seal has no SignerInfo to timestamp');
  const signature = children(signerInfo).find(
    (node) => node.tagClass === asn1.Class.UNIVERSAL && node.type === asn1.Type.OCTETSTRING,
  );
  if (!signature) throw new Error('the seal has no signature value to timestamp');

  const token = await fetchTimestampToken(url, createHash('sha256').update(bytesOf(signature)).digest());
  const attribute = sequence([
    oid(oids.signatureTimeStampToken),
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, [token]),
  ]);
  // unsignedAttrs [1] IMPLICIT SET OF Attribute, after the signature value.
  (signerInfo.value as forge.asn1.Asn1[]).push(
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [attribute]),
  );
  return der(contentInfo);
}
