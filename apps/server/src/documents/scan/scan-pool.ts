import type { MessageKey, MessageParams } from '@tradepact/shared';
import { WorkerPool, WorkerTimedOut } from '../worker-pool.js';
import type { ScanReading } from './scan-reading.js';
import { ScanRefusal } from './scan-refusal.js';

/** What a worker answers for one scan. */
export type ScanAnswer =
  { reading: ScanReading } | { refusal: { key: MessageKey; params?: MessageParams } } | { failure: string };

/** A 15 MB scan of 30 pages reads in well under a minute; past this something is wrong with it. */
const scanTimeLimitMs = 90_000;

export const scanPool = new WorkerPool<Uint8Array, ScanAnswer>({
  name: 'scan',
  script: new URL('./scan-worker.js', import.meta.url),
  // Two scans read at once keep both cores of a small server busy; more would only queue inside.
  size: 2,
  // An idle worker holds pdfjs and zxing, about 100 MB.
  idleLifetimeMs: 60_000,
});

/** Reads a scan in the pool: at most two at once, the others wait their turn. */
export async function readInPool(bytes: Uint8Array, timeLimitMs = scanTimeLimitMs): Promise<ScanReading> {
  // The worker gets a copy to own, the caller keeps its bytes (a Buffer's slice() would share them).
  const copy = new Uint8Array(bytes);
  let answer: ScanAnswer;
  try {
    answer = await scanPool.run(copy, { transfer: [copy.buffer], timeLimitMs });
  } catch (error) {
    if (error instanceof WorkerTimedOut) throw new ScanRefusal('scanTooSlow');
    throw error;
  }
  if ('reading' in answer) return answer.reading;
  if ('refusal' in answer) throw new ScanRefusal(answer.refusal.key, answer.refusal.params);
  throw new Error(`reading a scan failed: ${answer.failure}`);
}
