import sharp, { type Sharp } from 'sharp';
import { rgbaPixels, type Pixels } from './pixels.js';
import { ScanRefusal } from './scan-refusal.js';
import type { ScanKind } from './scan-kind.js';

/** A 200-megapixel phone photo would take 800 MB as RGBA; the QR code reads at far fewer pixels. */
const maxImagePixels = 36_000_000;

/** An image as the camera meant it (EXIF orientation applied), not larger than we need. */
function upright(image: Sharp): Sharp {
  return image.rotate().resize({
    width: Math.floor(Math.sqrt(maxImagePixels)),
    height: Math.floor(Math.sqrt(maxImagePixels)),
    fit: 'inside',
    withoutEnlargement: true,
  });
}

async function pixelsOf(image: Sharp): Promise<Pixels> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // sharp's output is never a SharedArrayBuffer: the view shares its memory instead of copying.
  return rgbaPixels(
    new Uint8ClampedArray(data.buffer as ArrayBuffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
}

/** One image's pixels, upright; sharp's error when it cannot decode them. */
export const imagePixels = (image: Sharp): Promise<Pixels> => pixelsOf(upright(image));

/** Each page of an image (a multi-page TIFF from a copier has several), one at a time. */
export async function* imagePages(bytes: Uint8Array, kind: ScanKind): AsyncGenerator<Pixels> {
  const unreadable = () => new ScanRefusal(kind === 'heif' ? 'scanHeicUnreadable' : 'scanUnreadable');
  let pageCount: number;
  try {
    pageCount = (await sharp(bytes).metadata()).pages ?? 1;
  } catch {
    throw unreadable();
  }
  for (let page = 0; page < pageCount; page += 1) {
    let pixels: Pixels;
    try {
      pixels = await imagePixels(sharp(bytes, { page, failOn: 'error' }));
    } catch {
      throw unreadable();
    }
    yield pixels;
  }
}
