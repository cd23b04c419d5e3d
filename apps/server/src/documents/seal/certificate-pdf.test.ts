import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { parseQrPayload } from '../qr.js';
import { sampleDocumentCode } from '../sample-contract.js';
import { sampleSealInput } from './sample-seal.js';
import { sealContract } from './seal-contract.js';
import { loadSealCredentials } from './seal-credentials.js';
import type { CertificateEvent, SealCredentials, SealInput } from './seal-input.js';

/** The audit certificate sealed after a contract: its signers, its trail, and the QR code on each of its pages. */

const run = promisify(execFile);
let folder: string;
let credentials: SealCredentials;

/** An event of a type this version has no words for, as a newer server may have recorded it. */
const unknownEvent: CertificateEvent = {
  at: new Date('2026-11-21T16:00:00Z'),
  type: 'webhookDelivered',
  actorName: 'Élise Gagnon',
  actorEmail: 'elise.gagnon@example.com',
  ip: '203.0.113.10',
  userAgent: '',
  data: {},
};

interface Sealed {
  file: string;
  /** pdftotext of the certificate's pages, spaces collapsed on each line. */
  text: string;
  /** The contract's pages, then the sealed file's. */
  contractPages: number;
  pages: number;
}

async function seal(name: string, input: SealInput): Promise<Sealed> {
  const sealed = await sealContract(input, credentials);
  const file = path.join(folder, `${name}.pdf`);
  await writeFile(file, sealed.bytes);
  const contractPages = (await PDFDocument.load(input.original)).getPageCount();
  const pages = (await PDFDocument.load(sealed.bytes)).getPageCount();
  const { stdout } = await run('pdftotext', [
    '-layout',
    '-enc',
    'UTF-8',
    '-f',
    String(contractPages + 1),
    file,
    '-',
  ]);
  const text = stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
  return { file, text, contractPages, pages };
}

/** The QR codes zxing-wasm reads on one page rasterised at 150 dpi, as a scanner would. */
async function qrCodesOn(file: string, page: number): Promise<string[]> {
  const prefix = path.join(folder, `qr-${page}`);
  await run('pdftoppm', [
    '-r',
    '150',
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    '-singlefile',
    file,
    prefix,
  ]);
  const results = await readBarcodes(await readFile(`${prefix}.png`), {
    formats: ['QRCode'],
    tryHarder: true,
  });
  return results.map((result) => result.text);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-certificate-'));
  credentials = await loadSealCredentials({ dataDir: folder });
  // The reader's WebAssembly comes from the installed package: no CDN, no network.
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  prepareZXingModule({ overrides: { wasmBinary: (await readFile(wasm)).buffer }, fireImmediately: true });
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the audit certificate of a contract two clients signed', () => {
  let input: SealInput;
  let sealed: Sealed;

  beforeAll(async () => {
    const sample = await sampleSealInput();
    input = { ...sample, events: [...sample.events, unknownEvent] };
    sealed = await seal('english', input);
  });

  it('lists the contractor first, who signed by sending: the signature kept then, its time, IP address and device', async () => {
    const signers = sealed.text.slice(sealed.text.indexOf('SIGNERS'), sealed.text.indexOf('EVENTS'));
    const contractor = signers.slice(0, signers.indexOf('Élise Gagnon'));
    for (const expected of [
      'Marc-André Tremblay',
      'Maple Ridge Renovations Inc.',
      'marc@mapleridge.example',
      'Role Contractor',
      'Method Signature on file, applied when sending',
      'Signed 2026-11-20 09:30:00 EST (UTC−05:00)',
      '2026-11-20 14:30:00 UTC',
      'IP address 198.51.100.7',
      'Device Edge on Windows',
    ]) {
      expect(contractor).toContain(expected);
    }
    expect(signers.indexOf('Élise Gagnon')).toBeLessThan(signers.indexOf('Daniel Okafor'));
    // The contractor's signature image is drawn in their block, on the certificate's first page.
    const { stdout } = await run('pdfimages', [
      '-list',
      '-f',
      String(sealed.contractPages + 1),
      '-l',
      String(sealed.contractPages + 1),
      sealed.file,
    ]);
    expect(stdout).toMatch(/\bimage\b/);
  });

  it('prints an event type it has no words for by its name, in the trail’s time order', () => {
    const events = sealed.text.slice(sealed.text.indexOf('EVENTS'));
    const unknown = events.indexOf('Recorded event: webhookDelivered');
    expect(unknown).toBeGreaterThan(events.indexOf('Signing request emailed to'));
    expect(unknown).toBeLessThan(events.indexOf('Opened by Élise Gagnon'));
  });

  it('carries on each of its pages one QR code, to this contract’s page, numbered as the sealed file’s pages', async () => {
    expect(sealed.pages).toBeGreaterThan(sealed.contractPages + 1);
    for (let page = sealed.contractPages + 1; page <= sealed.pages; page += 1) {
      const codes = await qrCodesOn(sealed.file, page);
      expect(codes).toHaveLength(1);
      expect(parseQrPayload(codes[0] ?? '')).toEqual({
        code: sampleDocumentCode,
        page,
        pageCount: sealed.pages,
      });
    }
    expect(sealed.text).toContain('7Q2M-4K9X-3ZR8-HDAB-12CD');
    expect(sealed.text).toContain(`Page 1 of ${sealed.pages - sealed.contractPages}`);
  });
});

describe('the audit certificate in French, of a contract sent before the contractor’s signature image was kept', () => {
  it('names the contractor Entrepreneur, says how they signed in place of the image, and names an unknown event', async () => {
    const sample = await sampleSealInput({ contract: { language: 'fr' } });
    const { image: _kept, ...withoutImage } = sample.contractorSignature;
    const sealed = await seal('french', {
      ...sample,
      contractorSignature: withoutImage,
      events: [...sample.events, unknownEvent],
    });
    expect(sealed.text).toContain('Rôle Entrepreneur');
    // In the method row and in the signature panel.
    expect(sealed.text.match(/Signature enregistrée, apposée à l’envoi/g)).toHaveLength(2);
    expect(sealed.text).toContain('Événement consigné : webhookDelivered');
    expect(sealed.text).toContain('Page 1 de');
  });
});
