import type { QrPage } from '@tradepact/shared';
import type { PDFRawStream } from 'pdf-lib';
import { imagePages, imagePixels } from './image-pages.js';
import { imageInput, pageImage, pageImageStreams } from './pdf-images.js';
import { openPdfPages } from './pdf-pages.js';
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

/** The code in a page's own image, or null (none there, or stored in a way sharp cannot take). */
async function imageCode(stream: PDFRawStream | null | undefined): Promise<QrPage | null> {
  const image = stream ? pageImage(stream) : null;
  const pixels = image ? await imagePixels(imageInput(image)).catch(() => null) : null;
  return pixels ? pageCode(pixels) : null;
}

/** Each page's image first (a copier's scan), then the page as pdfjs renders it (anything else). */
async function readPdf(bytes: Uint8Array): Promise<ScanPage[]> {
  const pdf = await openPdfPages(bytes);
  try {
    const images = await pageImageStreams(bytes);
    const pages: ScanPage[] = [];
    for (let index = 0; index < pdf.count; index += 1) {
      const code = (await imageCode(images[index])) ?? (await pageCode(await pdf.render(index)));
      pages.push({ index, code });
    }
    return pages;
  } finally {
    await pdf.close();
  }
}

async function readImage(bytes: Uint8Array, kind: 'image' | 'heif'): Promise<ScanPage[]> {
  const pages: ScanPage[] = [];
  for await (const pixels of imagePages(bytes, kind)) {
    pages.push({ index: pages.length, code: await pageCode(pixels) });
  }
  return pages;
}

/** Reads every page's code on the calling thread: the worker runs this, the server never does. */
export async function readScanHere(bytes: Uint8Array): Promise<ScanReading> {
  const kind = await scanKind(bytes);
  if (kind === 'pdf') return { kind, pages: await readPdf(bytes) };
  return { kind: 'image', pages: await readImage(bytes, kind) };
}
