import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContractDocument } from './contract-document.js';
import type { ContractDocument } from './document-model.js';
import { renderContractPdfWithLayout, UnreadableScheduleError } from './render-pdf.js';
import { renderContractPdfInPool } from './render-pool.js';
import { sampleContractInput } from './sample-contract.js';

let document: ContractDocument;

beforeAll(async () => {
  document = buildContractDocument(await sampleContractInput());
  // The first render starts a worker and loads pdfmake in it: the timing test measures renders only.
  await renderContractPdfInPool(document);
}, 60_000);

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('the contract render pool', () => {
  it('keeps the event loop free while a contract with schedules renders: timers still fire on time', async () => {
    let worstLagMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 10);
      last = now;
    }, 10);
    try {
      await Promise.all([renderContractPdfInPool(document), renderContractPdfInPool(document)]);
    } finally {
      clearInterval(ticker);
    }
    // pdfmake and pdf-lib take hundreds of ms of CPU per contract; on the main thread timers would wait.
    expect(worstLagMs).toBeLessThan(100);
  });

  it('answers the same pages and signature layout as a render in this thread, the bytes a Buffer', async () => {
    const here = await renderContractPdfWithLayout(document);
    const pooled = await renderContractPdfInPool(document);
    expect(Buffer.isBuffer(pooled.bytes)).toBe(true);
    expect(pooled.layout).toEqual(here.layout);
    expect(await pageCount(pooled.bytes)).toBe(await pageCount(here.bytes));
  });

  it('renders several contracts sent at once, each answered with its own PDF', async () => {
    const single = buildContractDocument(await sampleContractInput({ schedules: [] }));
    const rendered = await Promise.all(
      [document, single, document, single, document].map(renderContractPdfInPool),
    );
    const [withSchedules, without] = await Promise.all([
      pageCount(rendered[0]!.bytes),
      pageCount(rendered[1]!.bytes),
    ]);
    expect(withSchedules).toBeGreaterThan(without);
    expect(await Promise.all(rendered.map((one) => pageCount(one.bytes)))).toEqual([
      withSchedules,
      without,
      withSchedules,
      without,
      withSchedules,
    ]);
  });

  it('refuses a PDF schedule it cannot read with the renderer’s own error, naming it', async () => {
    const broken = buildContractDocument({
      ...(await sampleContractInput()),
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
    const refusal = renderContractPdfInPool(broken);
    await expect(refusal).rejects.toBeInstanceOf(UnreadableScheduleError);
    await expect(refusal).rejects.toMatchObject({ caption: 'Schedule A — Plans' });
    // The worker survives a refused contract and renders the next one.
    expect(await pageCount((await renderContractPdfInPool(document)).bytes)).toBeGreaterThan(1);
  });
});
