import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument } from '../contract-document.js';
import { renderContractPdf } from '../render-pdf.js';
import { sampleContractInput } from '../sample-contract.js';
import { readScan, ScanRefusal } from './index.js';
import { rasterisePdf, scannedPdf } from './sample-scan.js';
import { readInPool } from './scan-pool.js';

let scan: Uint8Array;
let pageCount: number;

beforeAll(async () => {
  const contract = await renderContractPdf(buildContractDocument(await sampleContractInput()));
  pageCount = (await PDFDocument.load(contract)).getPageCount();
  scan = await scannedPdf(await rasterisePdf(contract, 300));
}, 60_000);

const pagesRead = (reading: { pages: { code: { page: number } | null }[] }) =>
  reading.pages.map((page) => page.code?.page);

describe('the scan reading pool', () => {
  it('leaves the caller its bytes: the filing stores the same buffer after reading it', async () => {
    const upload = Buffer.from(scan);
    await readScan(upload);
    expect(upload.byteLength).toBe(scan.byteLength);
    expect(upload.equals(Buffer.from(scan))).toBe(true);
  });

  it('keeps the event loop free while a 300 dpi scan is read: timers still fire on time', async () => {
    let worstLagMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 10);
      last = now;
    }, 10);
    try {
      const reading = await readScan(scan);
      expect(pagesRead(reading)).toHaveLength(pageCount);
    } finally {
      clearInterval(ticker);
    }
    // Rendering and decoding take seconds of CPU; on the main thread the lag would be hundreds of ms.
    expect(worstLagMs).toBeLessThan(150);
  });

  it('reads several scans sent at once, each answered with its own pages', async () => {
    const one = await scannedPdf((await rasterisePdf(await firstPages(scan, 1), 150)).slice(0, 1));
    const readings = await Promise.all([readScan(scan), readScan(one), readScan(scan), readScan(one)]);
    const every = Array.from({ length: pageCount }, (_, index) => index + 1);
    expect(readings.map(pagesRead)).toEqual([every, [1], every, [1]]);
  });

  it('cuts off a scan that takes longer than its time limit, and reads the next one afterwards', async () => {
    await expect(readInPool(scan, 50)).rejects.toEqual(new ScanRefusal('scanTooSlow'));
    await expect(readInPool(scan, 50)).rejects.toMatchObject({ key: 'scanTooSlow' });
    expect(pagesRead(await readScan(scan))).toHaveLength(pageCount);
  });
});

/** The first `count` pages of a PDF, as a PDF. */
async function firstPages(pdf: Uint8Array, count: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const target = await PDFDocument.create();
  const pages = await target.copyPages(
    source,
    Array.from({ length: count }, (_, index) => index),
  );
  for (const page of pages) target.addPage(page);
  return target.save();
}
