import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { blogPhotoWidths } from '@tradepact/shared';
import type { FileStorage } from '../../storage/index.js';
import { sniffUploadType } from '../files/sniff.js';
import { ArticleInputError } from './front-matter.js';

/** The two widths an article's photo is kept at (doc 3 §9): cards, and the article and share image. */
export const articlePhotoWidths = [blogPhotoWidths.card, blogPhotoWidths.article] as const;
export type ArticlePhotoWidth = (typeof articlePhotoWidths)[number];

/** A photo's key: the article's number and the start of the image's hash, so each version has its own. */
export const articlePhotoKeyPattern = /^\d{1,9}-[0-9a-f]{12}$/;

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const articlePhotoStorageKey = (photoKey: string, width: ArticlePhotoWidth) =>
  `blog/${photoKey}/${width}.jpg`;

/** Where the page loads a photo; crawlers and link previews get it absolute (og:image). */
export const articlePhotoPath = (photoKey: string, width: ArticlePhotoWidth) =>
  `/api/site/articlephoto/${photoKey}/${width}`;

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
 * Stores an article's photo (JPEG, PNG or WebP, typed by its bytes) as JPEGs at 560 and 1200 wide;
 * answers its key. Throws for any other file.
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
