import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';

/**
 * Scans of our own contract PDFs for the tests and the bench, made as a copier or a phone would:
 * pages rasterised by poppler (not by the reader under test), turned, blurred, noisy, re-compressed.
 */

const run = promisify(execFile);

/** Each page of a PDF as a PNG at `dpi`, rasterised by pdftoppm. */
export async function rasterisePdf(pdf: Uint8Array, dpi: number): Promise<Buffer[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tp-scan-'));
  try {
    await writeFile(path.join(folder, 'in.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      path.join(folder, 'in.pdf'),
      path.join(folder, 'page'),
    ]);
    const names = (await readdir(folder)).filter((name) => name.startsWith('page')).sort();
    return await Promise.all(names.map((name) => readFile(path.join(folder, name))));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A copier's PDF: each image one Letter page, JPEG or PNG embedded as it is. */
export async function scannedPdf(images: Buffer[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const image of images) {
    const { format } = await sharp(image).metadata();
    const embedded = format === 'jpeg' ? await pdf.embedJpg(image) : await pdf.embedPng(image);
    const [width, height] = embedded.width > embedded.height ? [792, 612] : [612, 792];
    pdf.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/** The page turned on a white bed, as a sheet laid askew or sideways on the copier. */
export const rotated = (image: Buffer, degrees: number): Promise<Buffer> =>
  sharp(image).rotate(degrees, { background: '#ffffff' }).png().toBuffer();

/** A small deterministic generator: the same noise on every run. */
function noiseSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Sensor noise of ±`amplitude` on every channel. */
async function noisy(image: Sharp, amplitude: number): Promise<Sharp> {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const random = noiseSource(7);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = Math.max(0, Math.min(255, data[index]! + Math.round((random() * 2 - 1) * amplitude)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** Noise, then a JPEG round trip at `quality`, as a cheap copier saves its scans. */
export async function noisyJpeg(image: Buffer, quality = 50): Promise<Buffer> {
  return (await noisy(sharp(image), 25)).jpeg({ quality }).toBuffer();
}

/**
 * A phone's photo of the printed page on a table: the whole page about 1500 pixels wide, turned 7°,
 * lit unevenly, blurred, noisy, JPEG quality 60, stored sideways with an EXIF orientation as phones do.
 */
export async function phonePhoto(page: Buffer): Promise<Buffer> {
  const turned = await sharp(page)
    .resize({ width: 1400 })
    .rotate(7, { background: '#8a7560' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#8a7560' })
    .png()
    .toBuffer();
  const { width = 0, height = 0 } = await sharp(turned).metadata();
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#9a9a9a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const lit = await sharp(turned)
    .composite([{ input: shade, blend: 'multiply' }])
    .blur(1.2)
    .png()
    .toBuffer();
  // Stored turned a quarter to the left; EXIF orientation 6 tells a viewer to turn it back.
  const sideways = await (await noisy(sharp(lit).rotate(-90), 12)).png().toBuffer();
  return sharp(sideways).jpeg({ quality: 60 }).withMetadata({ orientation: 6 }).toBuffer();
}
