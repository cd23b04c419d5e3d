import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { rgbaPixels, type Pixels } from './pixels.js';
import { ScanRefusal } from './scan-refusal.js';

/** The resolution: our QR modules are 0.7 mm, 8 pixels each at 300 dpi. */
const renderDpi = 300;
/** A poster-sized page would need gigabytes at 300 dpi; beyond this it is rendered smaller. */
const maxPagePixels = 36_000_000;

/** pdfjs's Node canvas factory (@napi-rs/canvas behind the DOM's types); its own types say Object. */
interface PageCanvas {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}
interface CanvasFactory {
  create(width: number, height: number): PageCanvas;
  destroy(canvas: PageCanvas): void;
}

/** pdfjs reads its fonts, character maps and image decoders (JPEG 2000, JBIG2) from the package. */
function packageFolders() {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${path.join(root, name)}${path.sep}`;
  return {
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
  };
}

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    // pdfjs takes the bytes over (it detaches them): it gets its own copy.
    return await getDocument({
      data: new Uint8Array(bytes),
      ...packageFolders(),
      isEvalSupported: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw new ScanRefusal('scanUnreadable');
  }
}

export interface PdfPages {
  count: number;
  /** Page `index` (0-based) at 300 dpi; its canvas is released before the bitmap is answered. */
  render(index: number): Promise<Pixels>;
  close(): Promise<void>;
}

export async function openPdfPages(bytes: Uint8Array): Promise<PdfPages> {
  const pdf = await openPdf(bytes);
  const canvases = pdf.canvasFactory as CanvasFactory;
  return {
    count: pdf.numPages,
    async render(index) {
      const page = await pdf.getPage(index + 1);
      const size = page.getViewport({ scale: 1 });
      const scale = Math.min(renderDpi / 72, Math.sqrt(maxPagePixels / (size.width * size.height)));
      const viewport = page.getViewport({ scale });
      const target = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      try {
        const { canvas, context } = target;
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        await page.render({ canvas, canvasContext: context, viewport }).promise;
        const { width, height } = canvas;
        return rgbaPixels(context.getImageData(0, 0, width, height).data, width, height);
      } finally {
        canvases.destroy(target);
        page.cleanup();
      }
    },
    close: () => pdf.destroy(),
  };
}
