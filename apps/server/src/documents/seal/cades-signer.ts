import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import {
  children,
  der,
  fromDer,
  integer,
  nullValue,
  octets,
  oid,
  sequence,
  set,
  tagged,
  type Asn1,
} from './asn1.js';
import { checkP12 } from './seal-credentials.js';
import type { SealCredentials } from './seal-input.js';
import { signatureTimestamp } from './timestamp.js';

/**
 * The seal's CMS as PAdES baseline asks it (ETSI EN 319 142-1 §6.3, CAdES per EN 319 122-1): a detached
 * SignedData over the PDF's signed byte ranges whose signed attributes are the content type, the
 * message digest and the ESS signing-certificate-v2 (the SHA-256 of the seal certificate, so that no
 * other certificate with the same key can pass for it), and no signing-time: the claimed time is the
 * signature dictionary's /M. With a timestamp authority its token is added unsigned (B-T).
 * @signpdf's P12Signer writes a signing-time and no signing-certificate-v2 (node-signpdf #71, #236);
 * @libpdf/core 0.4 writes the signing-time too (LibPDF-js/core#86): hence this signer, for @signpdf.
 */

const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const attribute = (type: string, value: Asn1) => sequence([oid(type), set([value])]);
/** RFC 5754: SHA-2 identifiers are written without parameters. */
const sha256Algorithm = () => sequence([oid(oids.sha256)]);

/** The seal's key (in Node's crypto, which signs in native code) and its certificates, as DER. */
interface SigningIdentity {
  key: KeyObject;
  certificate: Buffer;
  /** The seal certificate, then its issuer, that one's issuer…, then any other of the PKCS#12. */
  certificates: Buffer[];
  /** Issued by a certificate authority rather than by itself: it has a chain to validate (B-LT). */
  chained: boolean;
}

/**
 * The certificates in chain order: a verifier (and @libpdf/core, which pairs each certificate with
 * the next as its issuer when asking for its status) reads them so.
 */
function chainOrder(
  leaf: forge.pki.Certificate,
  certificates: forge.pki.Certificate[],
): forge.pki.Certificate[] {
  const chain = [leaf];
  for (let current = leaf; !current.isIssuer(current);) {
    const issuer = certificates.find(
      (candidate) => !chain.includes(candidate) && current.isIssuer(candidate),
    );
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  return [...chain, ...certificates.filter((certificate) => !chain.includes(certificate))];
}

/**
 * Opening the PKCS#12 (its key's PBKDF2 and decryption in JavaScript) takes tens of milliseconds: it is
 * done once per credentials' file and password.
 */
const identities = new WeakMap<Buffer, { password: string; identity: SigningIdentity }>();

function signingIdentity({ p12, password }: SealCredentials): SigningIdentity {
  const cached = identities.get(p12);
  if (cached?.password === password) return cached.identity;
  const { key, certificate, certificates } = checkP12(p12, password, 'the seal PKCS#12');
  const toDer = (cert: forge.pki.Certificate) => der(forge.pki.certificateToAsn1(cert));
  const identity = {
    key: createPrivateKey(forge.pki.privateKeyToPem(key)),
    certificate: toDer(certificate),
    certificates: chainOrder(certificate, certificates).map(toDer),
    chained: !certificate.isIssuer(certificate),
  };
  identities.set(p12, { password, identity });
  return identity;
}

/** Whether the seal certificate was issued by a certificate authority (the generated one signs itself). */
export const sealHasChain = (credentials: SealCredentials): boolean => signingIdentity(credentials).chained;

/** The certificate's issuer Name and serialNumber, as its own DER has them. */
function issuerAndSerial(certificate: Buffer): { issuer: Asn1; serial: Asn1 } {
  const tbs = children(children(fromDer(certificate))[0]);
  // version is [0] EXPLICIT and absent from a v1 certificate.
  const at = tbs[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const [serial, , issuer] = tbs.slice(at);
  if (!serial || !issuer) throw new Error('the seal certificate has no issuer or serial number');
  return { issuer, serial };
}

/**
 * The signed attributes, as DER sorts a SET OF (by encoding): their order is then the one every
 * verifier re-encodes, whatever it does.
 */
function signedAttributes(contentDigest: Buffer, certificate: Buffer): Asn1[] {
  const { issuer, serial } = issuerAndSerial(certificate);
  // ESSCertIDv2 { certHash, issuerSerial { GeneralNames { [4] directoryName }, serial } }; its
  // hashAlgorithm is SHA-256, the default, so DER leaves it out.
  const essCertId = sequence([
    octets(sha256(certificate)),
    sequence([sequence([tagged(4, [issuer])]), serial]),
  ]);
  return [
    attribute(oids.contentType, oid(oids.data)),
    attribute(oids.messageDigest, octets(contentDigest)),
    attribute(oids.signingCertificateV2, sequence([sequence([essCertId])])),
  ]
    .map((node) => ({ node, bytes: der(node) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ node }) => node);
}

/** @signpdf's signer: the PAdES CMS over the bytes it is given, timestamped when the credentials name an authority. */
export class CadesSigner extends Signer {
  constructor(private readonly credentials: SealCredentials) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const { key, certificate, certificates } = signingIdentity(this.credentials);
    const attributes = signedAttributes(sha256(signedBytes), certificate);
    // The signature covers the attributes' DER as a SET (RFC 5652 §5.4), stored as [0] IMPLICIT.
    const signature = sign('sha256', der(set(attributes)), key);
    const { issuer, serial } = issuerAndSerial(certificate);
    const signerInfo = [
      integer(Buffer.from([1])),
      sequence([issuer, serial]),
      sha256Algorithm(),
      tagged(0, attributes),
      sequence([oid(oids.sha256WithRsa), nullValue()]),
      octets(signature),
    ];
    const { tsaUrl } = this.credentials;
    if (tsaUrl) signerInfo.push(tagged(1, [await signatureTimestamp(signature, tsaUrl)]));

    const signedData = sequence([
      integer(Buffer.from([1])),
      set([sha256Algorithm()]),
      sequence([oid(oids.data)]),
      tagged(
        0,
        certificates.map((cert) => fromDer(cert)),
      ),
      set([sequence(signerInfo)]),
    ]);
    return der(sequence([oid(oids.signedData), tagged(0, [signedData])]));
  }
}
