import { parentPort } from 'node:worker_threads';
import { readScanHere } from './scan-reading.js';
import { ScanRefusal } from './scan-refusal.js';
import type { ScanAnswer } from './scan-pool.js';

/** A worker thread of the scan pool: reads one scan at a time and answers with its reading. */
parentPort?.on('message', async (bytes: Uint8Array) => {
  let answer: ScanAnswer;
  try {
    answer = { reading: await readScanHere(bytes) };
  } catch (error) {
    answer =
      error instanceof ScanRefusal
        ? { refusal: { key: error.key, params: error.params } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(answer);
});
