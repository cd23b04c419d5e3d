import { execFile } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { signedParts } from '../../../test/signed-pdf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleCa, type SampleCa } from './sample-ca.js';
import { sampleSealInput } from './sample-seal.js';
import { sealContract } from './seal-contract.js';
import { loadSealCredentials } from './seal-credentials.js';
import type { SealCredentials, SealInput } from './seal-input.js';

/**
 * The seal with a certificate that has a chain (PAdES B-LT), against a loopback certificate authority
 * made once for this file (sample-ca.ts): root → issuing CA → seal certificate, an `openssl ocsp`
 * responder for the issuing CA's certificates, the root's CRL, and a timestamp authority. No network.
 */

const run = promisify(execFile);
let ca: SampleCa;
let credentials: SealCredentials;
let input: SealInput;

beforeAll(async () => {
  ca = await startSampleCa();
  credentials = { p12: ca.p12, password: ca.password };
  input = await sampleSealInput();
});

afterAll(async () => {
  await ca.close();
});

async function writePdf(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(ca.folder, name);
  await writeFile(file, bytes);
  return file;
}

const pdfsig = async (file: string): Promise<string> => (await run('pdfsig', [file])).stdout;

/** The DER of a PEM certificate file. */
const derOf = async (file: string) => Buffer.from(new X509Certificate(await readFile(file)).raw);

/** The decoded streams of the Document Security Store's arrays, or undefined without a /DSS. */
async function securityStore(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const dss = pdf.catalog.lookupMaybe(PDFName.of('DSS'), PDFDict);
  if (!dss) return undefined;
  const streams = (key: string): Buffer[] =>
    (dss.lookupMaybe(PDFName.of(key), PDFArray)?.asArray() ?? []).map((ref) => {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream))
        throw new Error(`/DSS /${key} holds something else than streams`);
      return Buffer.from(decodePDFRawStream(stream).decode());
    });
  return { certs: streams('Certs'), ocsps: streams('OCSPs'), crls: streams('CRLs'), dss };
}

/** The end of the seal's signed range: everything after it is an incremental update. */
function signedEnd(bytes: Uint8Array): number {
  const match = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(
    Buffer.from(bytes).toString('latin1'),
  );
  if (!match) throw new Error('no ByteRange');
  return Number(match[3]) + Number(match[4]);
}

/** The subjects' common names of the certificates the seal's CMS carries, in its order. */
function cmsCertificateNames(bytes: Uint8Array): string[] {
  const cms = forge.asn1.fromDer(signedParts(bytes).cms.toString('binary'));
  const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
  const certificates = children(children(children(cms)[1])[0])[3];
  return children(certificates).map(
    (node) => forge.pki.certificateFromAsn1(node).subject.getField('CN')?.value as string,
  );
}

describe('sealContract with a seal certificate that has a chain (PAdES B-LT)', () => {
  it('adds after the signature a Document Security Store with the chain, a good OCSP response and the CRL', async () => {
    const before = { ...ca.served };
    const sealed = await sealContract(input, credentials);
    // Fetched once per seal: the seal certificate's status, then the issuing CA's CRL.
    expect(ca.served.ocsp - before.ocsp).toBe(1);
    expect(ca.served.crl - before.crl).toBe(1);

    const store = await securityStore(sealed.bytes);
    if (!store) throw new Error('no /DSS');
    const [root, issuing, seal] = await Promise.all([
      derOf(ca.files.root),
      derOf(ca.files.issuing),
      derOf(ca.files.seal),
    ]);
    expect(store.certs).toHaveLength(3);
    for (const certificate of [seal, issuing, root]) {
      expect(store.certs.some((kept) => kept.equals(certificate))).toBe(true);
    }
    expect(store.dss.lookupMaybe(PDFName.of('VRI'), PDFDict)?.keys()).toHaveLength(1);
    expect(cmsCertificateNames(sealed.bytes)).toEqual([
      'Tradepact Document Seal',
      'Loopback Issuing CA',
      'Loopback Root CA',
    ]);

    // The OCSP response, read by openssl: signed by the issuing CA, GOOD for the seal certificate.
    expect(store.ocsps).toHaveLength(1);
    const response = await writePdf('seal.ocsp', store.ocsps[0] ?? Buffer.alloc(0));
    const chainFile = path.join(ca.folder, 'chain.pem');
    const ocsp = await run('openssl', [
      'ocsp',
      ...['-respin', response, '-issuer', ca.files.issuing, '-cert', ca.files.seal],
      ...['-CAfile', chainFile],
    ]);
    expect(ocsp.stderr).toContain('Response verify OK');
    expect(ocsp.stdout).toContain(`${ca.files.seal}: good`);
    // The issuing CA's status, from the root's CRL, which openssl verifies with the root.
    expect(store.crls).toHaveLength(1);
    const crl = await writePdf('root.crl', store.crls[0] ?? Buffer.alloc(0));
    const { stderr } = await run('openssl', [
      'crl',
      '-inform',
      'DER',
      '-in',
      crl,
      '-CAfile',
      ca.files.root,
      '-noout',
    ]);
    expect(stderr).toContain('verify OK');

    // An incremental update: the signed bytes are untouched and the signature still verifies.
    expect(signedEnd(sealed.bytes)).toBeLessThan(sealed.bytes.length);
    const file = await writePdf('long-term.pdf', sealed.bytes);
    const report = await pdfsig(file);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');

    const flipped = Buffer.from(sealed.bytes);
    const at = 200;
    flipped[at] = (flipped[at] ?? 0) ^ 0x01;
    expect(await pdfsig(await writePdf('long-term-flipped.pdf', flipped))).toContain(
      'Signature Validation: Digest Mismatch.',
    );
  });

  it('with a timestamp authority, also keeps the authority certificate and its status (B-T + validation data)', async () => {
    const before = { ...ca.served };
    const sealed = await sealContract(input, { ...credentials, tsaUrl: ca.tsaUrl });
    expect(ca.served.tsa - before.tsa).toBe(1);
    // The seal certificate's and the authority's status; the issuing CA's CRL is fetched once.
    expect(ca.served.ocsp - before.ocsp).toBe(2);
    expect(ca.served.crl - before.crl).toBe(1);
    const store = await securityStore(sealed.bytes);
    expect(store?.certs).toHaveLength(4);
    expect(store?.ocsps).toHaveLength(2);
    const report = await pdfsig(await writePdf('long-term-timestamped.pdf', sealed.bytes));
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('fails the seal, to be retried, when the OCSP responder is down', async () => {
    ca.setDown(true);
    try {
      await expect(sealContract(input, credentials)).rejects.toThrow(
        /the seal's validation data could not be gathered: the OCSP responder http:\/\/127\.0\.0\.1:\d+\/ocsp answered HTTP 503/,
      );
    } finally {
      ca.setDown(false);
    }
  });

  it('fails the seal when the responder says the seal certificate is revoked', async () => {
    await ca.setRevoked(true);
    try {
      await expect(sealContract(input, credentials)).rejects.toThrow('Tradepact Document Seal is revoked');
    } finally {
      await ca.setRevoked(false);
    }
  });

  it('stays B-B, with no Document Security Store, for the generated self-signed certificate', async () => {
    const selfSigned = await loadSealCredentials({ dataDir: ca.folder });
    const before = { ...ca.served };
    const sealed = await sealContract(input, selfSigned);
    expect(await securityStore(sealed.bytes)).toBeUndefined();
    expect(signedEnd(sealed.bytes)).toBe(sealed.bytes.length);
    expect(ca.served).toEqual(before);
  });
});
