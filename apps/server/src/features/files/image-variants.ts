import sharp, { type FitEnum } from 'sharp';
import { imageSizes } from '@tradepact/shared';
import { concurrencyLimit } from './resize-queue.js';

/** Resize modes of GET /api/cloud/images/{id}?rmode=…, named as the spec's image service names them. */
export const resizeModes = ['crop', 'max', 'pad', 'stretch'] as const;
export type ResizeMode = (typeof resizeModes)[number];

const fitFor: Record<ResizeMode, keyof FitEnum> = {
  crop: 'cover',
  max: 'inside',
  pad: 'contain',
  stretch: 'fill',
};

export interface ImageRequest extends ImageSize {
  mode: ResizeMode;
}

export type VariantMimeType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface RenderedImage {
  bytes: Buffer;
  mimeType: VariantMimeType;
}

/** Decoding a large image takes hundreds of MB: two at a time (the machine's cores) is the budget. */
export const resizeSlot = concurrencyLimit(2);

const inputOptions = { animated: false, limitInputPixels: 50_000_000 } as const;

/** The allowed size nearest to the one asked for (the larger on a tie), so copies are a fixed set. */
export function nearestImageSize(requested: number): number {
  let best: number = imageSizes[0];
  for (const size of imageSizes) {
    if (Math.abs(size - requested) <= Math.abs(best - requested)) best = size;
  }
  return best;
}

export interface ImageSize {
  width: number;
  height: number;
}

const largestImageSize = Math.max(...imageSizes);

/**
 * The size an image is served at: the width snapped to the nearest allowed size and the height
 * derived from the requested ratio, so a 120×80 request gets a 3:2 picture (100×67), not a square.
 * A ratio too tall for the largest size is scaled down whole, keeping both sides within it.
 */
export function servedImageSize(requested: ImageSize): ImageSize {
  const width = nearestImageSize(requested.width);
  const height = Math.max(1, Math.round((requested.height * width) / requested.width));
  if (height <= largestImageSize) return { width, height };
  return {
    width: Math.max(1, Math.round((requested.width * largestImageSize) / requested.height)),
    height: largestImageSize,
  };
}

/** JPEG and WebP keep their format; PNG and GIF (first frame) become PNG. */
export const variantMimeType = (sourceMimeType: string): VariantMimeType =>
  sourceMimeType === 'image/jpeg' || sourceMimeType === 'image/webp' ? sourceMimeType : 'image/png';

/** Resizes an image. Callers run it inside `resizeSlot` with the source's loading. */
export async function renderVariant(
  source: Buffer,
  mimeType: string,
  request: ImageRequest,
): Promise<Buffer> {
  const pipeline = sharp(source, inputOptions)
    .rotate()
    .resize({
      width: request.width,
      height: request.height,
      fit: fitFor[request.mode],
      withoutEnlargement: request.mode === 'max',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    });
  const type = variantMimeType(mimeType);
  if (type === 'image/jpeg') return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (type === 'image/webp') return pipeline.webp({ quality: 82 }).toBuffer();
  return pipeline.png({ compressionLevel: 8 }).toBuffer();
}

/** Reads an image's size from a file or bytes (only its header); throws when it is not an image. */
export async function imageSize(input: Buffer | string): Promise<{ width: number; height: number }> {
  const metadata = await sharp(input, inputOptions).metadata();
  if (!metadata.width || !metadata.height) throw new Error('image has no dimensions');
  return { width: metadata.width, height: metadata.height };
}

const placeholderSvg = (width: number, height: number) => {
  const icon = Math.round(Math.min(width, height) * 0.35);
  const x = (width - icon) / 2;
  const y = (height - icon) / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#e9edf2"/>
  <g transform="translate(${x} ${y}) scale(${icon / 24})" fill="none" stroke="#9aa5b1" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
    <rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="8.5" cy="8.5" r="1.5"/><path d="M21 15l-5-5L5 21"/>
  </g></svg>`);
};

/**
 * A few KB each (flat colour compresses well). Heights follow the requested ratio, so the sizes are
 * not a fixed set: past this many the oldest is dropped, and any size can be rendered again.
 */
const maxPlaceholders = 500;
const placeholders = new Map<string, Promise<RenderedImage>>();

/**
 * The default picture answered for an image id with nothing to show (doc 1 §7), at the size a real
 * image would be served (see servedImageSize), rendered once per size.
 */
export function placeholderImage({ width, height }: ImageSize): Promise<RenderedImage> {
  const key = `${width}x${height}`;
  let rendered = placeholders.get(key);
  if (!rendered) {
    rendered = resizeSlot(async () => ({
      bytes: await sharp(placeholderSvg(width, height)).png().toBuffer(),
      mimeType: 'image/png' as const,
    }));
    rendered.catch(() => placeholders.delete(key));
    if (placeholders.size >= maxPlaceholders) placeholders.delete(placeholders.keys().next().value!);
    placeholders.set(key, rendered);
  }
  return rendered;
}
