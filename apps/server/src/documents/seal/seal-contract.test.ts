import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { PDFDocument, PDFName } from 'pdf-lib';
import { signedParts } from '../../../test/signed-pdf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContractInput } from '../sample-contract.js';
import { sampleSealInput } from './sample-seal.js';
import { sealContract } from './seal-contract.js';
import { loadSealCredentials } from './seal-credentials.js';
import type { SealCredentials, SealedPdf, SealInput } from './seal-input.js';

const run = promisify(execFile);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let folder: string;
let credentials: SealCredentials;

async function writePdf(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

/** pdftotext's words, spaces collapsed on each line. */
async function pdfText(file: string, page?: number): Promise<string> {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', ...pages, file, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
}

/** pdfsig's report: it exits 0 whatever it finds, so its text is what tells. */
const pdfsig = async (file: string): Promise<string> => (await run('pdfsig', [file])).stdout;

/** pdfinfo's document information, its dates as ISO 8601; with `xmp`, the XMP metadata instead. */
const pdfinfo = async (file: string, { xmp = false } = {}): Promise<string> =>
  (await run('pdfinfo', ['-enc', 'UTF-8', '-isodates', ...(xmp ? ['-meta'] : []), file])).stdout;

/** A field of pdfinfo's report, or undefined when the file has none. */
const infoField = (report: string, field: string): string | undefined =>
  new RegExp(`^${field}:\\s+(.*)$`, 'm').exec(report)?.[1];

/** `openssl cms -verify` of the CMS over the signed bytes, the certificate's trust left aside. */
async function opensslVerifies(pdf: Uint8Array, name: string): Promise<boolean> {
  const { content, cms } = signedParts(pdf);
  const contentFile = await writePdf(`${name}.content`, content);
  const cmsFile = await writePdf(`${name}.p7s`, cms);
  try {
    await run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      cmsFile,
      '-content',
      contentFile,
      '-noverify',
      '-out',
      '/dev/null',
    ]);
    return true;
  } catch {
    return false;
  }
}

const attributeOids = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};
const { asn1 } = forge;
const nodes = (node: forge.asn1.Asn1 | undefined) => (Array.isArray(node?.value) ? node.value : []);
const oidOf = (node: forge.asn1.Asn1 | undefined) =>
  asn1.derToOid(forge.util.createBuffer(node?.value as string));

/** The signed attributes of the CMS's one SignerInfo, by type: each one's values. */
function signedAttributes(cms: Buffer): Map<string, forge.asn1.Asn1[]> {
  const signedData = nodes(nodes(asn1.fromDer(cms.toString('binary')))[1])[0];
  const signerInfo = nodes(nodes(signedData).at(-1))[0];
  // signedAttrs [0] IMPLICIT SET OF Attribute { type, values SET }.
  const signed = nodes(signerInfo).find(
    (node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  );
  return new Map(
    nodes(signed).map((attribute) => {
      const [type, values] = nodes(attribute);
      return [oidOf(type), nodes(values)];
    }),
  );
}

/** The DER of the seal certificate, as openssl reads it out of the PKCS#12. */
async function sealCertificateDer(credentials: SealCredentials): Promise<Buffer> {
  const p12 = await writePdf('seal.p12', credentials.p12);
  const { stdout } = await run('openssl', [
    'pkcs12',
    '-in',
    p12,
    '-nokeys',
    '-clcerts',
    '-passin',
    `pass:${credentials.password}`,
  ]);
  const pem = /-----BEGIN CERTIFICATE-----([^-]+)-----END CERTIFICATE-----/.exec(stdout)?.[1] ?? '';
  return Buffer.from(pem.replace(/\s+/g, ''), 'base64');
}

/** The sample contract with two clients, the first renamed so that her name needs Latin-1 accents. */
async function twoClients(): Promise<SealInput> {
  const { recipients } = await sampleContractInput();
  return sampleSealInput({
    contract: {
      recipients: recipients.map((recipient, index) =>
        index === 0 ? { ...recipient, name: 'Hélène Côté' } : recipient,
      ),
    },
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-seal-'));
  credentials = await loadSealCredentials({ dataDir: folder, productName: 'Tradepact' });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('sealContract, a consumer contract with a right to cancel', () => {
  it('records when the signed copy was delivered and the last day to cancel, in the property’s zone', async () => {
    const input: SealInput = {
      ...(await twoClients()),
      cancellation: {
        deliveredAt: new Date('2026-11-27T19:30:00Z'),
        lastDay: '2026-12-07',
        timeZone: 'America/Toronto',
        statute: 'Consumer Protection Act, 2002',
        section: 'ss. 41–43',
      },
    };
    const file = await writePdf('consumer.pdf', (await sealContract(input, credentials)).bytes);
    const text = await pdfText(file);
    expect(text).toMatch(/Signed copy delivered 2026-11-27 \d{1,2}:30:00 \w+ \(UTC[−+]\d{2}:\d{2}\)/);
    expect(text).toContain('2026-11-27 19:30:00 UTC');
    expect(text).toContain(
      'Consumer may cancel until December 7, 2026, to the end of the day in America/Toronto (Consumer',
    );
  });
});

describe('sealContract, two clients who drew their signatures', () => {
  let input: SealInput;
  let sealed: SealedPdf;
  let file: string;
  let text: string;

  beforeAll(async () => {
    input = await twoClients();
    sealed = await sealContract(input, credentials);
    file = await writePdf('sealed.pdf', sealed.bytes);
    text = await pdfText(file);
  });

  it('answers the SHA-256 of the file it made', () => {
    expect(sealed.sha256).toBe(sha256(sealed.bytes));
    expect(sealed.signedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.signedSha256).not.toBe(input.contract.originalSha256);
  });

  it('makes a PDF qpdf finds no fault in', async () => {
    const { stdout } = await run('qpdf', ['--check', file]);
    expect(stdout).toContain('No syntax or stream encoding errors found');
  });

  it('seals the whole file with a signature pdfsig validates', async () => {
    const report = await pdfsig(file);
    expect(report).toContain('Signer Certificate Common Name: Tradepact Document Seal');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('is PAdES baseline B-B: signing-certificate-v2 names the seal certificate, and no CMS signing-time', async () => {
    const attributes = signedAttributes(signedParts(sealed.bytes).cms);
    expect([...attributes.keys()].sort()).toEqual(
      [attributeOids.contentType, attributeOids.messageDigest, attributeOids.signingCertificateV2].sort(),
    );
    expect(attributes.has(attributeOids.signingTime)).toBe(false);
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash, issuerSerial } }: its
    // hashAlgorithm, SHA-256, is the default and so left out.
    const [signingCertificate] = attributes.get(attributeOids.signingCertificateV2) ?? [];
    const [certHash] = nodes(nodes(nodes(signingCertificate)[0])[0]);
    expect(certHash?.type).toBe(asn1.Type.OCTETSTRING);
    expect(Buffer.from(certHash?.value as string, 'binary').toString('hex')).toBe(
      sha256(await sealCertificateDer(credentials)),
    );
  });

  it('claims its signing time in the signature dictionary (/M), the time the file says it was made', async () => {
    const claimed = /\/M \(D:(\d{14})Z\)/.exec(Buffer.from(sealed.bytes).toString('latin1'))?.[1];
    const created = infoField(await pdfinfo(file), 'CreationDate');
    expect(claimed).toBeDefined();
    expect(created?.replace(/\D/g, '').slice(0, 14)).toBe(claimed);
    expect(await pdfsig(file)).toMatch(/Signing Time: \w{3} \d{2} \d{4} \d{2}:\d{2}:\d{2}/);
  });

  it('carries a CMS signature that openssl verifies over the signed byte ranges', async () => {
    expect(await opensslVerifies(sealed.bytes, 'intact')).toBe(true);
  });

  it('no longer verifies once one byte of the signed range changes', async () => {
    const tampered = Buffer.from(sealed.bytes);
    // A byte of the page content, well inside the first signed range.
    const at = tampered.indexOf('stream', 2000) + 20;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const tamperedFile = await writePdf('tampered.pdf', tampered);
    expect(await pdfsig(tamperedFile)).toContain('Digest Mismatch.');
    expect(await opensslVerifies(tampered, 'tampered')).toBe(false);
  });

  it('stamps each signer into their own block, on the page the layout names', async () => {
    expect(input.layout.map((box) => box.party)).toEqual([0, 1]);
    const [first, second] = input.layout;
    const onPage = await pdfText(file, first?.page);
    expect(onPage).toContain('Signed electronically by Hélène Côté');
    expect(await pdfText(file, second?.page)).toContain('Signed electronically by Daniel Okafor');
    // The signing time, in the property's zone, in the date field.
    expect(onPage).toContain('2026-11-22 10:04:05 EST (UTC−05:00)');
    // Nothing is stamped before the signature page.
    expect(await pdfText(file, (first?.page ?? 2) - 1)).not.toContain('Signed electronically');
  });

  it('appends a certificate with the contract, both fingerprints and the verify page', () => {
    const certificate = text.slice(text.indexOf('Signing certificate'));
    expect(certificate).toContain('Contract number 12');
    expect(certificate).toContain('0 (original)');
    expect(certificate).toContain('Maple Ridge Renovations Inc.');
    expect(certificate).toContain('Marc-André Tremblay <marc@mapleridge.example>');
    expect(certificate).toContain('7Q2M-4K9X-3ZR8-HDAB-12CD');
    expect(certificate).toContain(input.contract.originalSha256);
    expect(certificate).toContain(sealed.signedSha256);
    expect(certificate).toContain('http://localhost:3000/verify');
  });

  it('lists each signer with their email, method, IP address and device', () => {
    for (const expected of [
      'Hélène Côté',
      'elise.gagnon@example.com',
      'Daniel Okafor',
      'Drawn signature',
      '203.0.113.10',
      'Chrome on Android',
      '203.0.113.11',
      'Safari on iOS',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists every event in order, with its local time (zone and offset) and its UTC time', () => {
    const events = [
      'Sent for signature by Marc-André Tremblay',
      'Signing request emailed to',
      'Opened by Hélène Côté',
      'Signed by Hélène Côté',
      'Opened by Daniel Okafor',
      'Signed by Daniel Okafor',
    ];
    const tail = text.slice(text.indexOf('EVENTS', text.indexOf('Signing certificate')));
    const positions = events.map((event) => tail.indexOf(event));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(tail).toContain('2026-11-20 09:30:00 EST (UTC−05:00)');
    expect(tail).toContain('2026-11-20 14:30:00 UTC');
    expect(tail).toContain('Edge on Windows');
    expect(tail).toMatch(/Signing request emailed to\s+(\S+\s+)*elise\.gagnon@example\.com/);
  });

  it('starts from the original each time: a second seal stamps the same signed document', async () => {
    const again = await sealContract(input, credentials);
    expect(again.signedSha256).toBe(sealed.signedSha256);
    const againText = await pdfText(await writePdf('again.pdf', again.bytes), input.layout[0]?.page);
    expect(againText.match(/Signed electronically by Hélène Côté/g)).toHaveLength(1);
    expect(await pdfsig(path.join(folder, 'again.pdf'))).toContain('Signature is Valid.');
  });
});

describe('sealContract, a typed name, an amendment and another zone', () => {
  let sealed: SealedPdf;
  let input: SealInput;
  let file: string;

  beforeAll(async () => {
    const sample = await sampleContractInput();
    input = await sampleSealInput({
      contract: {
        type: 0,
        revision: 1,
        recipients: [
          {
            role: 'subcontractor',
            name: 'Zoë Bélanger-Côté',
            businessName: 'Électricité Bélanger inc.',
            address: '8 rue Principale, Moncton, New Brunswick E1C 1A1',
            phone: '506-555-0100',
            email: 'zoe@belanger.example',
          },
        ],
        schedules: sample.schedules.slice(1),
      },
      methods: ['typed'],
      timeZone: 'America/Halifax',
      amends: { number: 12, revision: 0, sealedSha256: 'ab'.repeat(32) },
    });
    // The version it amends was asked to change, then declined (issue 32 §2): its trail carries both.
    const zoe = { actorName: 'Zoë Bélanger-Côté', actorEmail: 'zoe@belanger.example', ip: '203.0.113.9' };
    input.events.unshift(
      {
        ...zoe,
        at: new Date('2026-11-18T13:00:00Z'),
        type: 'earlierChangeRequested',
        userAgent: '',
        data: { revision: 0, text: 'Please add the garage outlets.' },
      },
      {
        ...zoe,
        at: new Date('2026-11-19T13:00:00Z'),
        type: 'earlierDeclined',
        userAgent: '',
        data: { revision: 0, text: '' },
      },
    );
    sealed = await sealContract(input, credentials);
    file = await writePdf('typed.pdf', sealed.bytes);
  });

  it('is titled as the signed sub-contract amendment, with its sub-contractor in the subject', async () => {
    const info = await pdfinfo(file);
    expect(infoField(info, 'Title')).toBe('Sub-Contract Agreement, Amendment 1 to Contract No. 12, signed');
    expect(infoField(info, 'Subject')).toBe(
      'Sub-Contract Agreement between Maple Ridge Renovations Inc. and Électricité Bélanger inc.',
    );
  });

  it('stamps the typed name, with its accents, in the signature block', async () => {
    const page = await pdfText(file, input.layout[0]?.page);
    expect(page.match(/Zoë Bélanger-Côté/g)?.length).toBeGreaterThanOrEqual(3);
    expect(page).toContain('Signed electronically by Zoë Bélanger-Côté');
    expect(await pdfsig(file)).toContain('Signature is Valid.');
  });

  it('names the amended contract and its sealed fingerprint, and writes times in Atlantic time', async () => {
    const text = await pdfText(file);
    expect(text).toContain('1 (amendment)');
    expect(text).toContain('Contract No. 12, revision 0');
    expect(text).toContain(`Its sealed file (SHA-256) ${'ab'.repeat(32)}`);
    expect(text).toContain('Typed name');
    expect(text).toContain('Électricité Bélanger inc.');
    expect(text).toContain('2026-11-22 11:04:05 AST (UTC−04:00)');
  });

  it('prints the change asked for and the decline of the version it amends, with their words', async () => {
    const text = await pdfText(file);
    expect(text).toMatch(/Change asked for by Zoë Bélanger-Côté on the\s[^]*earlier version No. 12/);
    expect(text).toContain('“Please add the garage outlets.”');
    expect(text).toContain('Earlier version No. 12 declined by Zoë Bélanger-Côté');
  });

  it('keeps the signers heading with the whole first signer, never alone at a page end', async () => {
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
    const texts = await Promise.all(Array.from({ length: pages }, (_, index) => pdfText(file, index + 1)));
    const withHeading = texts.filter((page) => page.includes('SIGNERS'));
    expect(withHeading).toHaveLength(1);
    // The first signer, the contractor: their first row and the end of their last (the user agent
    // under the device).
    expect(withHeading[0]).toContain('Name Marc-André Tremblay');
    expect(withHeading[0]).toContain('Edg/131.0.2903.70');
  });
});

describe('sealContract, a contract signed on paper', () => {
  it('stamps nothing and still certifies and seals it', async () => {
    const input = await sampleSealInput({ methods: ['paper', 'drawn'] });
    const sealed = await sealContract(input, credentials);
    const file = await writePdf('paper.pdf', sealed.bytes);
    // Each signer's own page: a consumer contract's first-page notice can push a block to the next.
    expect(await pdfText(file, input.layout[0]?.page)).not.toContain('Signed electronically by Élise Gagnon');
    expect(await pdfText(file, input.layout[1]?.page)).toContain('Signed electronically by Daniel Okafor');
    expect(await pdfText(file)).toContain('Signed on paper');
    expect(await pdfsig(file)).toContain('Signature is Valid.');
  });
});

/**
 * A scan as a browser prints one to PDF: titled 'about:blank', its producer, keywords and creation
 * date its own, and XMP metadata saying the same, which readers show before the document information.
 */
async function browserPrintedScan(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle('about:blank');
  pdf.setProducer('Skia/PDF m120');
  pdf.setCreator('Chromium');
  pdf.setKeywords(['scan']);
  pdf.setCreationDate(new Date('2025-01-02T03:04:05Z'));
  const xmp = pdf.context.stream(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">about:blank</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>',
    { Type: 'Metadata', Subtype: 'XML' },
  );
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(xmp));
  pdf.addPage([612, 792]).drawText('Service Agreement, signed on paper', { x: 72, y: 700 });
  return pdf.save();
}

describe('sealContract, the file’s own information (issue 29 §5)', () => {
  const sealedAround = async (seal: () => Promise<SealedPdf>, name: string) => {
    const before = Date.now();
    const file = await writePdf(name, (await seal()).bytes);
    return { file, info: await pdfinfo(file), before, after: Date.now() };
  };

  /** What every sealed file says of itself, whatever it was made from. */
  function expectOwnInformation(sealed: { info: string; before: number; after: number }) {
    const { info, before, after } = sealed;
    expect(infoField(info, 'Title')).toBe('Service Agreement, Contract No. 12, signed');
    expect(infoField(info, 'Author')).toBe('Maple Ridge Renovations Inc.');
    expect(infoField(info, 'Subject')).toBe(
      'Service Agreement between Maple Ridge Renovations Inc. and Élise Gagnon, Daniel Okafor',
    );
    expect(infoField(info, 'Creator')).toBe('Tradepact');
    expect(infoField(info, 'Producer')).toBe('Tradepact');
    expect(infoField(info, 'Keywords')).toBeUndefined();
    // PDF dates keep whole seconds.
    const created = Date.parse(infoField(info, 'CreationDate') ?? '');
    expect(created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(created).toBeLessThanOrEqual(after);
  }

  it('titles a contract signed online as the signed contract, created when sealed', async () => {
    const input = await sampleSealInput();
    const sealed = await sealedAround(() => sealContract(input, credentials), 'own-online.pdf');
    expectOwnInformation(sealed);
    expect(await pdfsig(sealed.file)).toContain('Signature is Valid.');
  });

  it('drops a paper scan’s information and XMP metadata for its own, and the seal still verifies', async () => {
    const scan = await browserPrintedScan();
    const input = {
      ...(await sampleSealInput({ methods: ['paper', 'paper'] })),
      original: scan,
      layout: [],
    };
    input.contract.originalSha256 = sha256(scan);
    const sealed = await sealedAround(() => sealContract(input, credentials), 'own-paper.pdf');
    expectOwnInformation(sealed);
    expect(await pdfinfo(sealed.file, { xmp: true })).toBe('');
    expect(Buffer.from(await readFile(sealed.file)).includes('about:blank')).toBe(false);
    expect(await pdfsig(sealed.file)).toContain('Signature is Valid.');
    await expect(run('qpdf', ['--check', sealed.file])).resolves.toMatchObject({
      stdout: expect.stringContaining('No syntax or stream encoding errors found'),
    });
  });
});
