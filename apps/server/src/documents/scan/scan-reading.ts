import type { QrPage } from '@tradepact/shared';
import { imagePages } from './image-pages.js';
import { pdfPages } from './pdf-pages.js';
import { pageCode } from './qr-decoder.js';
import { scanKind } from './scan-kind.js';

export interface ScanPage {
  /** 0-based, in the order of the upload. */
  index: number;
  /** What the page's QR code names, or null when none of ours could be read. */
  code: QrPage | null;
}

export interface ScanReading {
  kind: 'pdf' | 'image';
  pages: ScanPage[];
}

/** Reads every page's code on the calling thread: the worker runs this, the server never does. */
export async function readScanHere(bytes: Uint8Array): Promise<ScanReading> {
  const kind = await scanKind(bytes);
  const pages: ScanPage[] = [];
  const bitmaps = kind === 'pdf' ? pdfPages(bytes) : imagePages(bytes, kind);
  for await (const pixels of bitmaps) pages.push({ index: pages.length, code: await pageCode(pixels) });
  return { kind: kind === 'pdf' ? 'pdf' : 'image', pages };
}
