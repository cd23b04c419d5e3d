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

export const articlePhotoStorageKey = (photoKey: string, width: ArticlePhotoWidth) =>
  `blog/${photoKey}/${width}.jpg`;

/** Where the page loads a photo; crawlers and link previews get it absolute (og:image). */
export const articlePhotoPath = (photoKey: string, width: ArticlePhotoWidth) =>
  `/api/site/articlephoto/${photoKey}/${width}`;

/** The photo at each width, for an img's srcset. */
export const articlePhotoSrcset = (photoKey: string) =>
  articlePhotoWidths.map((width) => `${articlePhotoPath(photoKey, width)} ${width}w`).join(', ');

/** The photo at one width, cropped around its centre to 16:9 (the cards' and share images' shape). */
function photoVariant(source: Buffer, width: number): Promise<Buffer> {
  return sharp(source, { animated: false, limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width, height: Math.round((width * 9) / 16), fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * The photo at one of its widths. A photo published before a width was added has none at it: that
 * width is made from its largest, already 16:9, kept for the next request, and answered. Undefined
 * for an unknown key.
 */
export async function readArticlePhoto(
  storage: FileStorage,
  photoKey: string,
  width: ArticlePhotoWidth,
): Promise<Buffer | undefined> {
  const kept = await storage.get(articlePhotoStorageKey(photoKey, width));
  if (kept || width === blogPhotoWidths.article) return kept;
  return resizeSlot(async () => {
    const largest = await storage.get(articlePhotoStorageKey(photoKey, blogPhotoWidths.article));
    if (!largest) return undefined;
    const made = await photoVariant(largest, width);
    await storage.put(articlePhotoStorageKey(photoKey, width), made, 'image/jpeg');
    return made;
  });
}

/**
 * Stores an article's photo (JPEG, PNG or WebP, typed by its bytes) as JPEGs at each of
 * `articlePhotoWidths`; answers its key. Throws for any other file.
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
    await storage.put(articlePhotoStorageKey(key, width), await photoVariant(source, width), 'image/jpeg');
  }
  return key;
}
