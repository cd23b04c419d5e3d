import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  buildContractDocument,
  type ContractDocument,
  type ContractDocumentInput,
} from './contract-document.js';
import { parseQrPayload } from './qr.js';
import { renderContractHtml } from './render-html.js';
import { renderContractPdf } from './render-pdf.js';
import { sampleContractInput, sampleDocumentCode } from './sample-contract.js';

const run = promisify(execFile);

let folder: string;
let sample: ContractDocumentInput;
let document: ContractDocument;
let pdfPath: string;
/** The whole PDF's text, as pdfText reads it. */
let text: string;
let pageCount: number;

async function writePdf(name: string, bytes: Uint8Array): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, bytes);
  return file;
}

/** pdftotext's words, spaces collapsed on each line: -layout keeps table rows on one line, -raw keeps
 * the words of rotated text (the DRAFT mark) together. */
async function pdfText(file: string, page?: number, mode: '-layout' | '-raw' = '-layout'): Promise<string> {
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  const { stdout } = await run('pdftotext', [mode, '-enc', 'UTF-8', ...pages, file, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n');
}

/** The QR codes zxing-wasm reads on one page rasterised at 150 dpi, as a scanner would. */
async function qrCodesOn(page: number): Promise<{ text: string; ecLevel: string }[]> {
  const prefix = path.join(folder, `page-${page}`);
  await run('pdftoppm', [
    '-r',
    '150',
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    '-singlefile',
    pdfPath,
    prefix,
  ]);
  const image = await readFile(`${prefix}.png`);
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
  return results.map((result) => ({ text: result.text, ecLevel: result.ecLevel }));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-document-'));
  // The reader's WebAssembly comes from the installed package: no CDN, no network.
  const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  prepareZXingModule({ overrides: { wasmBinary: (await readFile(wasm)).buffer }, fireImmediately: true });

  sample = await sampleContractInput();
  document = buildContractDocument(sample);
  pdfPath = await writePdf('contract.pdf', await renderContractPdf(document));
  text = await pdfText(pdfPath);
  pageCount = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('renderContractPdf', () => {
  it('writes a PDF qpdf finds sound, titled with the contract and its contractor, dated, on Letter paper', async () => {
    await expect(run('qpdf', ['--check', pdfPath])).resolves.toMatchObject({
      stdout: expect.stringContaining('No syntax or stream encoding errors found'),
    });
    const { stdout: info } = await run('pdfinfo', ['-enc', 'UTF-8', '-isodates', pdfPath]);
    expect(info).toMatch(/^Title:\s+Service Agreement, Contract No\. 12$/m);
    expect(info).toMatch(/^Author:\s+Maple Ridge Renovations Inc\.$/m);
    expect(info).toMatch(
      /^Subject:\s+Service Agreement between Maple Ridge Renovations Inc\. and Élise Gagnon/m,
    );
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(info).toMatch(new RegExp(`^Pages:\\s+${pageCount}$`, 'm'));
    // Created when it was drawn, in this file's beforeAll.
    const created = Date.parse(/^CreationDate:\s+(\S+)$/m.exec(info)?.[1] ?? '');
    expect(Date.now() - created).toBeLessThan(10 * 60_000);
  });

  it('embeds its Roboto font, so accents print on any reader', async () => {
    const { stdout: fonts } = await run('pdffonts', [pdfPath]);
    const roboto = fonts.split('\n').filter((line) => line.includes('Roboto'));
    expect(roboto.length).toBeGreaterThanOrEqual(2);
    for (const line of roboto) expect(line).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('holds every party, every payment line, the tax line and every clause, the French one intact', () => {
    for (const words of [
      'Maple Ridge Renovations Inc.',
      'Marc-André Tremblay',
      'GST/HST No. 123456789RT0001',
      '45 King Street West, Toronto, Ontario M5H 1J9',
      'marc@mapleridge.example',
      'Élise Gagnon',
      'elise.gagnon@example.com',
      'Daniel Okafor',
      '647-555-0123',
      'Kitchen renovation',
      'Work starts 2026-12-01',
      'Work completed by 2027-02-15',
      'This offer is open until 2026-11-30',
      'Remove the existing kitchen cabinets',
      'Deposit 2026-11-25 $2,450.00',
      'Payment 1 2026-12-15 $8,000.00',
      'Payment 2 2027-01-15 $8,000.00',
      'Payment 3 2027-02-15 $6,050.00',
      'Total before tax (CAD) $24,500.00',
      'HST 13 % $3,185.00',
      'Total with tax (CAD) $27,685.00',
      '1. Résiliation. Chaque partie peut résilier le présent contrat par avis écrit;',
      "l'entrepreneur est payé",
      'exécutés à la date de',
      '« sans pénalité ».',
      '2. Warranty.',
      'materials for one year;',
      '3. Changes.',
      '2. the Contractor quotes its price',
      'both parties sign the quote.',
      'Schedule A — Permit drawings File: permit-drawings.pdf',
      'FOR THE CONTRACTOR',
      'Marc-André Tremblay, Maple Ridge Renovations',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('numbers every page "Page X of Y" over the agreement and its schedules', async () => {
    for (let page = 1; page <= pageCount; page += 1) {
      expect(await pdfText(pdfPath, page)).toContain(`Page ${page} of ${pageCount}`);
    }
  });

  it('appends the PDF schedule’s pages and the photo after the agreement, each page captioned', async () => {
    const [first, second, photo] = await Promise.all(
      [pageCount - 2, pageCount - 1, pageCount].map((page) => pdfText(pdfPath, page)),
    );
    expect(first).toContain('Schedule A — Permit drawings Page 1 of 2 of this schedule');
    expect(first).toContain('Permit drawing sheet 1');
    expect(second).toContain('Schedule A — Permit drawings Page 2 of 2 of this schedule');
    expect(second).toContain('Permit drawing sheet 2');
    expect(photo).toContain('Schedule B — Site photo');
    const { stdout: images } = await run('pdfimages', [
      '-list',
      '-f',
      String(pageCount),
      '-l',
      String(pageCount),
      pdfPath,
    ]);
    expect(images).toMatch(/\b1200\s+800\b/);
  });

  it('prints a QR code on every page that scans back, at level Q, to this document, the page and the count', async () => {
    for (const page of [1, 3, pageCount]) {
      const codes = await qrCodesOn(page);
      expect(codes).toHaveLength(1);
      expect(codes[0]?.ecLevel).toBe('Q');
      expect(parseQrPayload(codes[0]?.text ?? '')).toEqual({ code: sampleDocumentCode, page, pageCount });
      expect(codes[0]?.text).toBe(
        `HTTP://LOCALHOST:3000/C/${sampleDocumentCode}/P${String(page).padStart(2, '0')}-${String(pageCount).padStart(2, '0')}`,
      );
    }
    expect(text).toContain('7Q2M-4K9X-3ZR8-HDAB-12CD');
  });

  it('shows the same payment lines as the preview, both drawn from one model', () => {
    const preview = renderContractHtml(document)
      .replace(/<style>[\s\S]*?<\/style>/, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    const lines = [
      ...document.payment.rows.map((row) => `${row.item} ${row.due} ${row.amount}`),
      ...document.payment.totals.map((total) => `${total.label} ${total.amount}`),
    ];
    expect(lines).toHaveLength(7);
    for (const line of lines) {
      expect(preview).toContain(line);
      expect(text).toContain(line);
    }
  });

  it('marks every page of a draft DRAFT, and no page of a sent contract', async () => {
    for (let page = 1; page <= pageCount; page += 1) {
      expect(await pdfText(pdfPath, page, '-raw')).toMatch(/^DRAFT$/m);
    }
    const sent = await writePdf(
      'sent.pdf',
      await renderContractPdf(buildContractDocument({ ...sample, status: 'Sent' })),
    );
    expect(await pdfText(sent, undefined, '-raw')).not.toContain('DRAFT');
  });

  it('renders again with the fonts it parsed once, each PDF embedding its own glyphs', async () => {
    const second = await writePdf(
      'again.pdf',
      await renderContractPdf(
        buildContractDocument({ ...sample, status: 'Sent', schedules: [], number: 13 }),
      ),
    );
    const again = await pdfText(second);
    expect(again).toContain('Contract No. 13');
    expect(again).toContain("l'entrepreneur est payé");
    const { stdout: fonts } = await run('pdffonts', [second]);
    expect(
      fonts.split('\n').filter((line) => /Roboto.*CID TrueType\s+Identity-H\s+yes yes yes/.test(line)),
    ).toHaveLength(2);
  });

  it('takes a GIF logo and a WebP schedule, which it turns into PNG', async () => {
    const gif = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1d3557' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } })
      .webp()
      .toBuffer();
    const file = await writePdf(
      'images.pdf',
      await renderContractPdf(
        buildContractDocument({
          ...sample,
          contractor: { ...sample.contractor, logo: { mimeType: 'image/gif', bytes: gif } },
          schedules: [
            { slot: 2, title: 'Finishes', fileName: 'finishes.webp', mimeType: 'image/webp', bytes: webp },
          ],
        }),
      ),
    );
    const { stdout: images } = await run('pdfimages', ['-list', file]);
    expect(images).toMatch(/\b120\s+40\b/);
    expect(images).toMatch(/\b300\s+200\b/);
    expect(await pdfText(file)).toContain('Schedule C — Finishes');
  });

  it('refuses a PDF schedule it cannot read, naming it', async () => {
    const broken = buildContractDocument({
      ...sample,
      schedules: [
        {
          slot: 0,
          title: 'Plans',
          fileName: 'plans.pdf',
          mimeType: 'application/pdf',
          bytes: new Uint8Array([1, 2, 3]),
        },
      ],
    });
    await expect(renderContractPdf(broken)).rejects.toThrow('Schedule A — Plans');
  });
});

describe('the consumer’s right to cancel on page 1', () => {
  /** Page 1's text of the contract `overrides` make of the sample, sent, with one line per paragraph. */
  async function firstPage(name: string, overrides: Partial<ContractDocumentInput>): Promise<string> {
    const file = await writePdf(
      name,
      await renderContractPdf(buildContractDocument({ ...sample, status: 'Sent', ...overrides })),
    );
    return (await pdfText(file, 1, '-raw')).replace(/\s+/g, ' ');
  }

  it('prints Ontario’s rule, its one-year extension, the refund and the statute on an Ontario consumer contract', async () => {
    const page = await firstPage('ontario.pdf', {});
    expect(page).toContain('YOUR RIGHT TO CANCEL');
    expect(page).toContain(
      'You may cancel this agreement at any time until 10 days after you receive a copy of it, for any reason.',
    );
    expect(page).toContain('You may cancel it for up to one year if:');
    expect(page).toContain(
      'you do not receive a copy of this agreement, or your copy lacks information the law requires',
    );
    expect(page).toContain('If you cancel, the Contractor must refund your payments within 15 days.');
    expect(page).toContain(
      'Source: Consumer Protection Act, 2002 (S.O. 2002, c. 30, Sched. A); O. Reg. 17/05, ss. 41–43',
    );
  });

  it('prints it bold at 12 pt or more', async () => {
    const file = await writePdf(
      'ontario-bbox.pdf',
      await renderContractPdf(buildContractDocument({ ...sample, status: 'Sent' })),
    );
    const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', '-bbox', file, '-']);
    const word = /<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">cancel<\/word>/.exec(
      stdout,
    );
    expect(word).not.toBeNull();
    // A 12 pt Roboto word's box is about 14 pt tall; the body's 10 pt text is under 12.
    expect(Number(word?.[2]) - Number(word?.[1])).toBeGreaterThanOrEqual(13.5);
    const { stdout: fonts } = await run('pdffonts', ['-f', '1', '-l', '1', file]);
    expect(fonts).toMatch(/Roboto-Medium|Roboto-Bold/);
  });

  it('prints it in French on a French contract', async () => {
    const page = await firstPage('ontario-fr.pdf', { language: 'fr', locale: 'fr-CA' });
    expect(page).toContain('VOTRE DROIT D’ANNULER LE CONTRAT');
    expect(page).toContain(
      'Vous pouvez annuler le présent contrat en tout temps, pour quelque raison que ce soit, jusqu’à 10 jours après en avoir reçu un exemplaire.',
    );
    expect(page).toContain('Vous pouvez l’annuler pendant un délai allant jusqu’à un an si :');
    expect(page).toContain('dans les 15 jours.');
    expect(page).not.toContain('You may cancel');
  });

  it('names every reason Quebec’s Act gives for the year', async () => {
    const page = await firstPage('quebec-fr.pdf', { language: 'fr', locale: 'fr-CA', province: 'Quebec' });
    expect(page).toContain('l’Entrepreneur n’a pas fourni le cautionnement qu’exige la loi');
    expect(page).toContain('ne sont pas joints au contrat');
  });

  it('prints British Columbia’s and Alberta’s own rule and statute on their consumer contracts', async () => {
    for (const [province, source] of [
      [
        'British Columbia',
        'Source: Business Practices and Consumer Protection Act (S.B.C. 2004, c. 2), s. 17 (direct sales contract), s. 21 (cancellation)',
      ],
      ['Alberta', 'Source: Consumer Protection Act (R.S.A. 2000, c. C-26.3); AR 191/99, s. 27'],
    ] as const) {
      const page = await firstPage(`${province}.pdf`, { province });
      expect(page, province).toContain('YOUR RIGHT TO CANCEL');
      expect(page, province).toContain(
        'You may cancel this agreement at any time until 10 days after you receive a copy of it, for any reason.',
      );
      expect(page, province).toContain(source);
      expect(page, province).not.toContain('Consumer Protection Act, 2002');
    }
  });

  it('prints none on a sub-contract, a business client’s contract, or in Manitoba, which has no verified rule', async () => {
    for (const [name, overrides] of [
      ['sub.pdf', { type: 0, consumer: false }],
      ['business.pdf', { consumer: false }],
      ['manitoba.pdf', { province: 'Manitoba' }],
    ] as const) {
      const page = await firstPage(name, overrides);
      expect(page, name).toContain('Contract No. 12');
      expect(page, name).not.toContain('RIGHT TO CANCEL');
      expect(page, name).not.toContain('You may cancel');
    }
  });
});
