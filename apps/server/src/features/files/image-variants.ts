import sharp from 'sharp';
import { limits } from '@tradepact/shared';

/** Resize modes of GET /api/cloud/images/{id}?rmode=…, named as the spec's image service names them. */
export const resizeModes = ['crop', 'max', 'pad', 'stretch'] as const;
export type ResizeMode = (typeof resizeModes)[number];

const fitFor: Record<ResizeMode, keyof sharp.FitEnum> = {
  crop: 'cover',
  max: 'inside',
  pad: 'contain',
  stretch: 'fill',
};

export interface ImageRequest {
  width: number;
  height: number;
  mode: ResizeMode;
}

export interface RenderedImage {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** Resizes an image; JPEG and WebP keep their format, PNG and GIF (first frame) become PNG. */
export async function renderVariant(
  source: Buffer,
  mimeType: string,
  request: ImageRequest,
): Promise<RenderedImage> {
  const pipeline = sharp(source, { animated: false, limitInputPixels: 50_000_000 })
    .rotate()
    .resize({
      width: request.width,
      height: request.height,
      fit: fitFor[request.mode],
      withoutEnlargement: request.mode === 'max',
      background: { r: 255, g: 255, b: 255, alpha: 0 },
    });
  if (mimeType === 'image/jpeg')
    return { bytes: await pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), mimeType };
  if (mimeType === 'image/webp') return { bytes: await pipeline.webp({ quality: 82 }).toBuffer(), mimeType };
  return { bytes: await pipeline.png({ compressionLevel: 8 }).toBuffer(), mimeType: 'image/png' };
}

/** Reads an image's size; throws when the bytes do not decode as an image. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { animated: false, limitInputPixels: 50_000_000 }).metadata();
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

/** The default picture answered for an image id with nothing stored (doc 1 §7). */
export async function renderPlaceholder(width: number, height: number): Promise<RenderedImage> {
  const w = Math.min(Math.max(width, 1), limits.maxImageDimension);
  const h = Math.min(Math.max(height, 1), limits.maxImageDimension);
  return { bytes: await sharp(placeholderSvg(w, h)).png().toBuffer(), mimeType: 'image/png' };
}
