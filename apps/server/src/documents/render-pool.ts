import type { SignatureLayout } from '../db/schema/contracts.js';
import type { ContractDocument } from './document-model.js';
import { UnreadableScheduleError } from './pdf-schedules.js';
import type { RenderedContract } from './render-pdf.js';
import { WorkerPool } from './worker-pool.js';

/**
 * Contract PDFs rendered off the main thread. pdfmake and pdf-lib are synchronous: a contract with
 * schedules holds the thread for seconds, and on the main thread every other request (and every open
 * transaction waiting to send its next statement) would wait with it (issue 27 §0).
 */

/** What a worker answers for one contract: its PDF, the schedule it could not read, or why it failed. */
export type RenderAnswer =
  | { bytes: Uint8Array; layout: SignatureLayout }
  | { unreadableSchedule: string }
  | { failure: { message: string; stack?: string } };

export const renderPool = new WorkerPool<ContractDocument, RenderAnswer>({
  name: 'render',
  script: new URL('./render-worker.js', import.meta.url),
  // Two renders at once keep both cores of a small server busy; more would only queue inside.
  size: 2,
  // An idle worker holds pdfmake, pdf-lib and the parsed fonts.
  idleLifetimeMs: 60_000,
});

/** The error the renderer threw in the worker, as the caller would have caught it in this thread. */
function errorOf(answer: Exclude<RenderAnswer, { bytes: Uint8Array }>): Error {
  if ('unreadableSchedule' in answer) return new UnreadableScheduleError(answer.unreadableSchedule);
  const error = new Error(answer.failure.message);
  if (answer.failure.stack) error.stack = answer.failure.stack;
  return error;
}

/** Renders a contract PDF in the pool: at most two at once, the others wait their turn. */
export async function renderContractPdfInPool(document: ContractDocument): Promise<RenderedContract> {
  // The document is plain data (strings, numbers, Uint8Arrays): it is copied, the caller keeps it.
  const answer = await renderPool.run(document);
  if (!('bytes' in answer)) throw errorOf(answer);
  // A Buffer over the transferred bytes, as pdfmake gave before: no copy.
  const { buffer, byteOffset, byteLength } = answer.bytes;
  return { bytes: Buffer.from(buffer, byteOffset, byteLength), layout: answer.layout };
}
