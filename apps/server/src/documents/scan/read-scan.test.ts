import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument } from '../contract-document.js';
import { renderContractPdf } from '../render-pdf.js';
import { sampleContractInput, sampleDocumentCode } from '../sample-contract.js';
import { readScan, type ScanReading } from './index.js';
import { noisyJpeg, phonePhoto, rasterisePdf, rotated, scannedPdf } from './sample-scan.js';

let contract: Uint8Array;
let pageCount: number;
const pagesAt = new Map<number, Buffer[]>();

/** The codes a reading found, as the page numbers they name, after checking they name our contract. */
function pagesNamed(reading: ScanReading): (number | null)[] {
  for (const page of reading.pages) {
    if (page.code) expect(page.code).toMatchObject({ code: sampleDocumentCode, pageCount });
  }
  return reading.pages.map((page) => page.code?.page ?? null);
}

const everyPage = () => Array.from({ length: pageCount }, (_, index) => index + 1);

beforeAll(async () => {
  contract = await renderContractPdf(buildContractDocument(await sampleContractInput()));
  pageCount = (await PDFDocument.load(contract)).getPageCount();
  for (const dpi of [150, 200, 300]) pagesAt.set(dpi, await rasterisePdf(contract, dpi));
}, 60_000);

describe('readScan', () => {
  it('reads every page of the contract PDF itself, as the printer got it', async () => {
    expect(pageCount).toBeGreaterThanOrEqual(2);
    const reading = await readScan(contract);
    expect(reading.kind).toBe('pdf');
    expect(pagesNamed(reading)).toEqual(everyPage());
    expect(reading.pages.map((page) => page.index)).toEqual(everyPage().map((page) => page - 1));
  });

  it.each([150, 200, 300])('reads every page of a copier PDF scanned at %i dpi', async (dpi) => {
    const reading = await readScan(await scannedPdf(pagesAt.get(dpi)!));
    expect(pagesNamed(reading)).toEqual(everyPage());
  });

  it.each([150, 200, 300])('reads each page scanned at %i dpi as a separate PNG image', async (dpi) => {
    for (const [index, image] of pagesAt.get(dpi)!.entries()) {
      const reading = await readScan(image);
      expect(reading.kind).toBe('image');
      expect(pagesNamed(reading)).toEqual([index + 1]);
    }
  });

  it.each([3, -3, 90, 180, 270])('reads pages laid %i° askew on the copier', async (degrees) => {
    const firstTwo = pagesAt.get(200)!.slice(0, 2);
    const images = await Promise.all(firstTwo.map((page) => rotated(page, degrees)));
    expect(pagesNamed(await readScan(await scannedPdf(images)))).toEqual([1, 2]);
  });

  it('reads noisy pages saved as JPEG at quality 50, in a PDF and as separate JPEG images', async () => {
    const images = await Promise.all(pagesAt.get(200)!.map((page) => noisyJpeg(page)));
    expect(pagesNamed(await readScan(await scannedPdf(images)))).toEqual(everyPage());
    for (const [index, image] of images.entries()) {
      expect(pagesNamed(await readScan(image))).toEqual([index + 1]);
    }
  });

  it('reads pages scanned at 150 dpi, turned 3°, noisy and saved as JPEG', async () => {
    const pages = pagesAt.get(150)!;
    const images = await Promise.all(pages.map(async (page) => noisyJpeg(await rotated(page, 3), 60)));
    expect(pagesNamed(await readScan(await scannedPdf(images)))).toEqual(everyPage());
  });

  it('reads a phone photo of a page: turned 7°, unevenly lit, blurred, JPEG q60, stored sideways with EXIF', async () => {
    for (const page of [1, pageCount]) {
      const photo = await phonePhoto(pagesAt.get(200)![page - 1]!);
      expect((await sharp(photo).metadata()).orientation).toBe(6);
      expect(pagesNamed(await readScan(photo))).toEqual([page]);
    }
  });

  it('reads the same scans as WebP and TIFF, and every page of a multi-page TIFF', async () => {
    const [first, second] = pagesAt.get(200)!;
    expect(pagesNamed(await readScan(await sharp(first).webp({ quality: 70 }).toBuffer()))).toEqual([1]);
    expect(pagesNamed(await readScan(await sharp(second).tiff().toBuffer()))).toEqual([2]);
    const tiff = await sharp([first!, second!], { join: { animated: true } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    expect(pagesNamed(await readScan(tiff))).toEqual([1, 2]);
  });

  it('reads the pages of a scan out of order and with a page missing, as they come', async () => {
    const [first, second, third] = pagesAt.get(150)!;
    expect(pagesNamed(await readScan(await scannedPdf([third!, first!])))).toEqual([3, 1]);
    expect(pagesNamed(await readScan(await scannedPdf([second!])))).toEqual([2]);
  });
});
