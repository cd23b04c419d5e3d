import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument } from '../contract-document.js';
import { renderContractPdf } from '../render-pdf.js';
import { sampleContractInput } from '../sample-contract.js';
import { readScan, ScanRefusal } from './index.js';
import { rasterisePdf, scannedPdf } from './sample-scan.js';
import { readInPool } from './scan-pool.js';

// What every pool does (threads off the event loop, turns, crashes, time limits) is worker-pool.test.ts's.
let scan: Uint8Array;
let pageCount: number;

beforeAll(async () => {
  const contract = await renderContractPdf(buildContractDocument(await sampleContractInput()));
  pageCount = (await PDFDocument.load(contract)).getPageCount();
  scan = await scannedPdf(await rasterisePdf(contract, 150));
}, 60_000);

describe('the scan reading pool', () => {
  it('answers every page’s code and leaves the caller its bytes: the filing stores the same buffer after reading it', async () => {
    const upload = Buffer.from(scan);
    const reading = await readScan(upload);
    expect(reading.pages.map((page) => page.code?.page)).toEqual(
      Array.from({ length: pageCount }, (_, index) => index + 1),
    );
    expect(upload.byteLength).toBe(scan.byteLength);
    expect(upload.equals(Buffer.from(scan))).toBe(true);
  });

  it('refuses a scan that takes longer than its time limit as too slow to read', async () => {
    await expect(readInPool(scan, 50)).rejects.toEqual(new ScanRefusal('scanTooSlow'));
  });
});
