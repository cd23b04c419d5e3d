import { Worker } from 'node:worker_threads';
import type { MessageKey, MessageParams } from '@tradepact/shared';
import type { ScanReading } from './scan-reading.js';
import { ScanRefusal } from './scan-refusal.js';

/** What a worker answers for one scan. */
export type ScanAnswer =
  { reading: ScanReading } | { refusal: { key: MessageKey; params?: MessageParams } } | { failure: string };

/** Two scans read at once keep both cores of a small server busy; more would only queue inside. */
const maxWorkers = 2;
/** A 15 MB scan of 30 pages reads in well under a minute; past this something is wrong with it. */
const scanTimeLimitMs = 90_000;
/** An idle worker holds pdfjs and zxing (about 100 MB): it goes when no scan came for this long. */
const idleLifetimeMs = 60_000;

/**
 * A worker running scan-worker beside this file: the compiled JavaScript in dist; the TypeScript
 * source under vitest or tsx, where the thread first registers tsx's loader (the parent's loader
 * does not reach worker threads on Node 20).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./scan-worker.js', import.meta.url));
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./scan-worker.ts', import.meta.url).href);
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

/** Hands the turn to the next scan waiting, if any. */
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

function readOn(worker: Worker, bytes: Uint8Array, timeLimitMs: number): Promise<ScanReading> {
  return new Promise((resolve, reject) => {
    const settle = (healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) putBack(worker);
      else void worker.terminate();
    };
    const onMessage = (answer: ScanAnswer) => {
      settle(true);
      if ('reading' in answer) resolve(answer.reading);
      else if ('refusal' in answer) reject(new ScanRefusal(answer.refusal.key, answer.refusal.params));
      else reject(new Error(`reading a scan failed: ${answer.failure}`));
    };
    const onError = (error: Error) => {
      settle(false);
      reject(error);
    };
    const onExit = (code: number) => {
      settle(false);
      reject(new Error(`the scan worker exited with code ${code}`));
    };
    // A scan that pins its worker (a crafted PDF, an enormous image) is cut off, and its worker with it.
    const timer = setTimeout(() => {
      settle(false);
      reject(new ScanRefusal('scanTooSlow'));
    }, timeLimitMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // The worker gets a copy to own, the caller keeps its bytes (a Buffer's slice() would share them).
    const copy = new Uint8Array(bytes);
    worker.postMessage(copy, [copy.buffer]);
  });
}

/** Reads a scan in the pool: at most two at once, the others wait their turn. */
export async function readInPool(bytes: Uint8Array, timeLimitMs = scanTimeLimitMs): Promise<ScanReading> {
  await takeTurn();
  try {
    return await readOn(takeWorker(), bytes, timeLimitMs);
  } finally {
    endTurn();
  }
}
