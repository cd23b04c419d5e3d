import { readInPool } from './scan-pool.js';
import type { ScanReading } from './scan-reading.js';

export type { ScanPage, ScanReading } from './scan-reading.js';
export { ScanRefusal } from './scan-refusal.js';
export { scanAsPdf } from './scan-as-pdf.js';
export { scanPool } from './scan-pool.js';

/**
 * Reads every page's QR code, in a worker thread (never on the server's main thread): a 15 MB scan
 * takes seconds of CPU that other users' requests must not wait for. Refuses with a ScanRefusal.
 */
export function readScan(bytes: Uint8Array): Promise<ScanReading> {
  return readInPool(bytes);
}
