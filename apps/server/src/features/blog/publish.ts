import type { Db } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import {
  findAllArticles,
  findArticleBySlug,
  insertArticle,
  setWithdrawn,
  updateArticle,
  type ArticleRow,
} from './blog.repository.js';
import { parseArticleFile } from './front-matter.js';
import { articleHtml } from './markdown.js';
import { storeArticlePhoto } from './photo.js';

export interface ArticleToPublish {
  /** The Markdown file: front matter, then the text. */
  text: string;
  /** The photo's bytes (JPEG, PNG or WebP); without one, an update keeps the photo it had. */
  photo?: Buffer;
  /** The photo's credit line; without one, an update keeps its credit unless the photo changes. */
  credit?: string;
}

export interface PublishedArticle {
  article: ArticleRow;
  created: boolean;
}

/**
 * Publishes an article, upserting by slug: a new slug gets the next number and today's publication
 * date; an existing one keeps both, gets the new text and an updated time, and is published again
 * if it was withdrawn. The HTML is made and sanitised here, once.
 */
export async function publishArticle(
  db: Db,
  storage: FileStorage,
  input: ArticleToPublish,
): Promise<PublishedArticle> {
  const { frontMatter, markdown } = parseArticleFile(input.text);
  const values = {
    slug: frontMatter.slug,
    title: frontMatter.title,
    metaDescription: frontMatter.description,
    tags: frontMatter.tags,
    contentMarkdown: markdown,
    contentHtml: articleHtml(markdown),
  };
  return db.transaction(async (tx) => {
    const existing = await findArticleBySlug(tx, frontMatter.slug);
    const saved = existing ? await updateArticle(tx, existing.id, values) : await insertArticle(tx, values);
    const credit = input.credit?.trim();
    const photo = input.photo
      ? { photoKey: await storeArticlePhoto(storage, saved.id, input.photo), photoCredit: credit ?? '' }
      : credit !== undefined
        ? { photoCredit: credit }
        : undefined;
    const article = photo ? await updateArticle(tx, saved.id, { ...values, ...photo }) : saved;
    return { article, created: !existing };
  });
}

/** Takes an article off the blog (its address answers 404); answers false when none was published. */
export async function withdrawArticle(db: Db, slug: string): Promise<boolean> {
  return (await setWithdrawn(db, slug.trim().toLowerCase())) !== undefined;
}

/** Every article the operator published, withdrawn ones included, by number. */
export function listArticles(db: Db): Promise<ArticleRow[]> {
  return findAllArticles(db);
}
