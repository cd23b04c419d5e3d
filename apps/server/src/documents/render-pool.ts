import { Worker } from 'node:worker_threads';
import type { SignatureLayout } from '../db/schema/contracts.js';
import type { ContractDocument } from './document-model.js';
import { UnreadableScheduleError } from './pdf-schedules.js';
import type { RenderedContract } from './render-pdf.js';

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

/** Two renders at once keep both cores of a small server busy; more would only queue inside. */
const maxWorkers = 2;
/** An idle worker holds pdfmake, pdf-lib and the parsed fonts: it goes when no render came for this long. */
const idleLifetimeMs = 60_000;

/**
 * A worker running render-worker beside this file: the compiled JavaScript in dist; the TypeScript
 * source under vitest or tsx, where the thread first registers tsx's loader (the parent's loader
 * does not reach worker threads on Node 20).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./render-worker.js', import.meta.url));
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./render-worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`, {
    eval: true,
  });
}

const idle: Worker[] = [];
const idleTimers = new Map<Worker, NodeJS.Timeout>();
const waiting: (() => void)[] = [];
let running = 0;

async function takeTurn(): Promise<void> {
  if (running < maxWorkers) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Hands the turn to the next render waiting, if any. */
function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

function takeWorker(): Worker {
  const worker = idle.pop();
  if (!worker) return startWorker();
  clearTimeout(idleTimers.get(worker));
  idleTimers.delete(worker);
  worker.ref();
  return worker;
}

/** An idle worker does not keep the process alive, and ends after a while without work. */
function putBack(worker: Worker): void {
  worker.unref();
  idle.push(worker);
  const timer = setTimeout(() => {
    idle.splice(idle.indexOf(worker), 1);
    idleTimers.delete(worker);
    void worker.terminate();
  }, idleLifetimeMs);
  timer.unref();
  idleTimers.set(worker, timer);
}

/** The error the renderer threw in the worker, as the caller would have caught it in this thread. */
function errorOf(answer: Exclude<RenderAnswer, { bytes: Uint8Array }>): Error {
  if ('unreadableSchedule' in answer) return new UnreadableScheduleError(answer.unreadableSchedule);
  const error = new Error(answer.failure.message);
  if (answer.failure.stack) error.stack = answer.failure.stack;
  return error;
}

function renderOn(worker: Worker, document: ContractDocument): Promise<RenderedContract> {
  return new Promise((resolve, reject) => {
    const settle = (healthy: boolean) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) putBack(worker);
      else void worker.terminate();
    };
    const onMessage = (answer: RenderAnswer) => {
      settle(true);
      if ('bytes' in answer) {
        // A Buffer over the transferred bytes, as pdfmake gave before: no copy.
        const { buffer, byteOffset, byteLength } = answer.bytes;
        resolve({ bytes: Buffer.from(buffer, byteOffset, byteLength), layout: answer.layout });
      } else reject(errorOf(answer));
    };
    const onError = (error: Error) => {
      settle(false);
      reject(error);
    };
    const onExit = (code: number) => {
      settle(false);
      reject(new Error(`the render worker exited with code ${code}`));
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // The document is plain data (strings, numbers, Uint8Arrays): it is copied, the caller keeps it.
    worker.postMessage(document);
  });
}

/** Renders a contract PDF in the pool: at most two at once, the others wait their turn. */
export async function renderContractPdfInPool(document: ContractDocument): Promise<RenderedContract> {
  await takeTurn();
  try {
    return await renderOn(takeWorker(), document);
  } finally {
    endTurn();
  }
}
