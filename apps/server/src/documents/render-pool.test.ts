import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContractDocument } from './contract-document.js';
import type { ContractDocument } from './document-model.js';
import { renderContractPdfWithLayout, UnreadableScheduleError } from './render-pdf.js';
import { renderContractPdfInPool, renderPool } from './render-pool.js';
import { sampleContractInput } from './sample-contract.js';

// What every pool does (threads off the event loop, turns, crashes, time limits) is worker-pool.test.ts's.
let document: ContractDocument;

beforeAll(async () => {
  document = buildContractDocument(await sampleContractInput());
}, 60_000);

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

describe('the contract render pool', () => {
  it('answers the same pages and signature layout as a render in this thread, rendered by a worker, the bytes a Buffer', async () => {
    const run = vi.spyOn(renderPool, 'run');
    const here = await renderContractPdfWithLayout(document);
    const pooled = await renderContractPdfInPool(document);
    expect(run).toHaveBeenCalledOnce();
    expect(Buffer.isBuffer(pooled.bytes)).toBe(true);
    expect(pooled.layout).toEqual(here.layout);
    expect(await pageCount(pooled.bytes)).toBe(await pageCount(here.bytes));
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
  });
});
