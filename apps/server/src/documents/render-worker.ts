import { parentPort } from 'node:worker_threads';
import type { ContractDocument } from './document-model.js';
import { renderContractPdfWithLayout, UnreadableScheduleError } from './render-pdf.js';
import type { RenderAnswer } from './render-pool.js';

/** A worker thread of the render pool: renders one contract PDF at a time and answers with it. */
parentPort?.on('message', async (document: ContractDocument) => {
  try {
    const { bytes, layout } = await renderContractPdfWithLayout(document);
    // Only a buffer of its own can be handed over; pdfmake's Buffer may be a view of a larger one.
    const owned =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    const answer: RenderAnswer = { bytes: owned, layout };
    parentPort?.postMessage(answer, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    const answer: RenderAnswer =
      error instanceof UnreadableScheduleError
        ? { unreadableSchedule: error.caption }
        : error instanceof Error
          ? { failure: { message: error.message, stack: error.stack } }
          : { failure: { message: String(error) } };
    parentPort?.postMessage(answer);
  }
});
