import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parseQrPayload, type QrPage } from '@tradepact/shared';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { cropPixels, qrCorner, type Pixels } from './pixels.js';

/** Scans come rotated, inverted by some copiers and skewed by phones: zxing tries each, harder. */
const readerOptions: ReaderOptions = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  maxNumberOfSymbols: 4,
};

let ready: Promise<unknown> | undefined;

/**
 * zxing-wasm fetches its WebAssembly from a CDN unless given the bytes: a server that reads scans
 * must not depend on the network, so the binary comes from the installed package.
 */
function prepareReader(): Promise<unknown> {
  ready ??= (async () => {
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = await readFile(file);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return ready;
}

async function ourCode(pixels: Pixels): Promise<QrPage | null> {
  await prepareReader();
  const results = await readBarcodes(pixels, readerOptions);
  for (const result of results) {
    const code = result.isValid ? parseQrPayload(result.text) : null;
    if (code) return code;
  }
  return null;
}

/**
 * The page's code: the bottom-right corner first (a few milliseconds on an upright page), then the
 * whole page, where a code turned by the scanner or a photo is found.
 */
export async function pageCode(pixels: Pixels): Promise<QrPage | null> {
  const corner = await ourCode(cropPixels(pixels, qrCorner(pixels.width, pixels.height)));
  return corner ?? ourCode(pixels);
}
