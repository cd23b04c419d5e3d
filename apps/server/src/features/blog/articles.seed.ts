import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Language } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import { findArticleSlugs } from './blog.repository.js';
import { parseArticleFile } from './front-matter.js';
import { publishArticle } from './publish.js';

/**
 * The articles the product ships with: `<name>.md` and its cover `covers/<name>.svg`, the originals in
 * English and their Canadian French translations (named after them, so published after them). The path climbs
 * to the package's src/, so that it is the same from src/ (tests, tsx) and from dist/ (npm start).
 */
export const shippedArticlesDir = fileURLToPath(
  new URL('../../../src/features/blog/articles', import.meta.url),
);

/** The covers' credit line, in each article's language (French sets a space before the colon). */
export const shippedCoverCredits: Readonly<Record<Language, string>> = {
  en: 'Illustration: Tradepact, CC BY 4.0',
  fr: 'Illustration\u00a0: Tradepact, CC BY 4.0',
};

/** A cover drawn as SVG (1600×900), as the JPEG the photo variants are made from. */
export const renderCover = (svg: Buffer) => sharp(svg, { density: 72 }).jpeg({ quality: 90 }).toBuffer();

/**
 * Publishes each shipped article whose slug the database has never held, in file-name order (their
 * numbers follow it), naming the product where the text says {product}. One the operator withdrew
 * keeps its slug, so it is never published again behind the operator's back.
 */
export async function seedArticles(
  db: Db,
  storage: FileStorage,
  productName: string,
  dir = shippedArticlesDir,
): Promise<void> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      name,
      text: (await readFile(path.join(dir, name), 'utf8')).replaceAll('{product}', productName),
    })),
  );
  const known = await findArticleSlugs(
    db,
    files.map((file) => parseArticleFile(file.text).frontMatter.slug),
  );
  for (const file of files) {
    const { slug, language } = parseArticleFile(file.text).frontMatter;
    if (known.has(slug)) continue;
    const svg = await readFile(path.join(dir, 'covers', file.name.replace(/\.md$/, '.svg')));
    await publishArticle(db, storage, {
      text: file.text,
      photo: await renderCover(svg),
      credit: shippedCoverCredits[language],
    });
  }
}
