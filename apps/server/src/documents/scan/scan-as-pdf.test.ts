import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAsPdf } from './index.js';

const run = promisify(execFile);
let folder: string;

/** qpdf's verdict and the page sizes in points, of a PDF written to disk. */
async function checked(pdf: Uint8Array): Promise<{ qpdf: string; pages: [number, number][] }> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('qpdf', ['--check', file]);
  const document = await PDFDocument.load(pdf);
  const pages = document.getPages().map((page) => {
    const { width, height } = page.getSize();
    return [Math.round(width), Math.round(height)] as [number, number];
  });
  return { qpdf: stdout, pages };
}

const page = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4f4f4' } });

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tp-scan-pdf-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('scanAsPdf', () => {
  it('keeps a PDF as it is, byte for byte', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = await pdf.save();
    expect(await scanAsPdf(bytes)).toBe(bytes);
  });

  it.each(['jpeg', 'png', 'webp', 'tiff'] as const)(
    'files a %s scan of a Letter page as a sound one-page Letter PDF',
    async (format) => {
      const image = await page(1275, 1650).toFormat(format).toBuffer();
      const { qpdf, pages } = await checked(await scanAsPdf(image));
      expect(qpdf).toContain('No syntax or stream encoding errors found');
      expect(pages).toEqual([[612, 792]]);
    },
  );

  it('embeds a JPEG as it came, without re-compressing it', async () => {
    const jpeg = await page(850, 1100).jpeg({ quality: 70 }).toBuffer();
    const pdf = await scanAsPdf(jpeg);
    expect(Buffer.from(pdf).includes(jpeg.subarray(0, 2000))).toBe(true);
  });

  it('turns a phone photo stored sideways upright, by its EXIF orientation', async () => {
    // Pixels landscape, orientation 6: the photo is of a portrait page.
    const photo = await page(1600, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { pages } = await checked(await scanAsPdf(photo));
    expect(pages).toHaveLength(1);
    const [[width, height]] = pages as [[number, number]];
    expect(width).toBeLessThan(height);
  });

  it('files each page of a multi-page TIFF as a page of the PDF', async () => {
    const single = await page(850, 1100).png().toBuffer();
    const tiff = await sharp([single, single, single], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const { qpdf, pages } = await checked(await scanAsPdf(tiff));
    expect(qpdf).toContain('No syntax or stream encoding errors found');
    expect(pages).toEqual([
      [612, 792],
      [612, 792],
      [612, 792],
    ]);
  });
});
