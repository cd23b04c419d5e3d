import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { blogPhotoWidths } from '@tradepact/shared';
import type { FileStorage } from '../../storage/index.js';
import { resizeSlot } from '../files/image-variants.js';
import { sniffUploadType } from '../files/sniff.js';
import { ArticleInputError } from './front-matter.js';

/**
 * The widths an article's photo is kept at: the card's and the article's and share image's (doc 3
 * §9), and two between and below them, so that the browser picks from the srcset the one nearest the
 * size it draws (a card on a phone, 330 px at two device pixels a pixel, takes the 800).
 */
export const articlePhotoWidths = [400, blogPhotoWidths.card, 800, blogPhotoWidths.article] as const;
export type ArticlePhotoWidth = (typeof articlePhotoWidths)[number];

/** A photo's key: the article's number and the start of the image's hash, so each version has its own. */
export const articlePhotoKeyPattern = /^\d{1,9}-[0-9a-f]{12}$/;

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The encodings a photo is kept in: JPEG for every reader (crawlers and link previews among them),
 * WebP for the browsers that accept it, half the bytes of the JPEG for the same look, so the largest
 * paint of /Blog on a slow phone, its first card's photo, comes sooner.
 */
export const articlePhotoFormats = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;
export type ArticlePhotoFormat = keyof typeof articlePhotoFormats;

export const articlePhotoStorageKey = (
  photoKey: string,
  width: ArticlePhotoWidth,
  format: ArticlePhotoFormat = 'jpeg',
) => `blog/${photoKey}/${width}.${articlePhotoFormats[format].extension}`;

/** Where the page loads a photo; crawlers and link previews get it absolute (og:image). */
export const articlePhotoPath = (photoKey: string, width: ArticlePhotoWidth) =>
  `/api/site/articlephoto/${photoKey}/${width}`;

/** The photo at each width, for an img's srcset. */
export const articlePhotoSrcset = (photoKey: string) =>
  articlePhotoWidths.map((width) => `${articlePhotoPath(photoKey, width)} ${width}w`).join(', ');

/** The photo at one width, cropped around its centre to 16:9 (the cards' and share images' shape). */
function photoVariant(source: Buffer, width: number, format: ArticlePhotoFormat): Promise<Buffer> {
  const resized = sharp(source, { animated: false, limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width, height: Math.round((width * 9) / 16), fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' });
  return (
    format === 'webp' ? resized.webp({ quality: 75 }) : resized.jpeg({ quality: 80, mozjpeg: true })
  ).toBuffer();
}

/**
 * The photo at one of its widths, in one of its formats. A photo published before a width or a format
 * was added has none in it: that one is made from its largest JPEG, already 16:9, kept for the next
 * request, and answered. Undefined for an unknown key.
 */
export async function readArticlePhoto(
  storage: FileStorage,
  photoKey: string,
  width: ArticlePhotoWidth,
  format: ArticlePhotoFormat = 'jpeg',
): Promise<Buffer | undefined> {
  const kept = await storage.get(articlePhotoStorageKey(photoKey, width, format));
  if (kept || (width === blogPhotoWidths.article && format === 'jpeg')) return kept;
  return resizeSlot(async () => {
    const largest = await storage.get(articlePhotoStorageKey(photoKey, blogPhotoWidths.article));
    if (!largest) return undefined;
    const made = await photoVariant(largest, width, format);
    await storage.put(
      articlePhotoStorageKey(photoKey, width, format),
      made,
      articlePhotoFormats[format].contentType,
    );
    return made;
  });
}

/**
 * Stores an article's photo (JPEG, PNG or WebP, typed by its bytes) at each of `articlePhotoWidths`
 * in each of `articlePhotoFormats`; answers its key. Throws for any other file.
 */
export async function storeArticlePhoto(
  storage: FileStorage,
  articleId: number,
  source: Buffer,
): Promise<string> {
  const type = await sniffUploadType(source.subarray(0, 4100));
  if (!type || !acceptedTypes.has(type.mimeType))
    throw new ArticleInputError('the photo must be a JPEG, PNG or WebP image');
  const key = `${articleId}-${createHash('sha256').update(source).digest('hex').slice(0, 12)}`;
  for (const width of articlePhotoWidths) {
    for (const [format, { contentType }] of Object.entries(articlePhotoFormats)) {
      const made = await photoVariant(source, width, format as ArticlePhotoFormat);
      await storage.put(articlePhotoStorageKey(key, width, format as ArticlePhotoFormat), made, contentType);
    }
  }
  return key;
}
