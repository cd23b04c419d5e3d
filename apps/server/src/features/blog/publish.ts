import type { Db, Queryable } from '../../db/database.js';
import type { FileStorage } from '../../storage/index.js';
import {
  findAllArticles,
  findArticleById,
  findArticleBySlug,
  findTranslationsOf,
  insertArticle,
  setWithdrawn,
  updateArticle,
  type ArticleRow,
} from './blog.repository.js';
import { ArticleInputError, parseArticleFile, type FrontMatter } from './front-matter.js';
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
  /** The slug of the original it translates, if it is a translation. */
  original?: string;
}

/**
 * The number of the original the front matter's `translationOf` names (null for none), once it is
 * sure that the two stay one original with at most one translation per language, each in another
 * language than the original: what the pages' language links and the hreflang alternates assume.
 * `existing` is the article the file updates, if any.
 */
async function originalIdOf(
  db: Queryable,
  frontMatter: FrontMatter,
  existing: ArticleRow | undefined,
): Promise<number | null> {
  const { slug, language, translationOf } = frontMatter;
  const ownTranslations = existing ? await findTranslationsOf(db, existing.id) : [];
  if (!translationOf) {
    const same = ownTranslations.find((translation) => translation.language === language);
    if (same)
      throw new ArticleInputError(
        `language: ${slug} has a translation in ${language} already, ${same.slug}; an original and its translations are in different languages`,
      );
    return null;
  }
  if (translationOf === slug)
    throw new ArticleInputError('translationOf: an article cannot translate itself');
  if (ownTranslations.length > 0)
    throw new ArticleInputError(
      `translationOf: ${slug} is the original of ${ownTranslations.map((row) => row.slug).join(', ')}, so it cannot translate another article`,
    );
  const original = await findArticleBySlug(db, translationOf);
  if (!original)
    throw new ArticleInputError(
      `translationOf: no article has the slug ${translationOf}; publish the original first`,
    );
  if (original.originalId !== null) {
    const itsOriginal = await findArticleById(db, original.originalId);
    throw new ArticleInputError(
      `translationOf: ${translationOf} is itself a translation${itsOriginal ? ` of ${itsOriginal.slug}` : ''}; name the original`,
    );
  }
  if (original.language === language)
    throw new ArticleInputError(
      `translationOf: ${translationOf} is in ${language} too; a translation is in another language (language: …)`,
    );
  const rival = (await findTranslationsOf(db, original.id)).find(
    (translation) => translation.language === language && translation.slug !== slug,
  );
  if (rival)
    throw new ArticleInputError(
      `translationOf: ${translationOf} has a translation in ${language} already, ${rival.slug}`,
    );
  return original.id;
}

/**
 * Publishes an article, upserting by slug: a new slug gets the next number and today's publication
 * date; an existing one keeps both, gets the new text and an updated time, and is published again
 * if it was withdrawn. The file says everything: its language, and the original it translates if
 * any (without `translationOf`, it is an original). The HTML is made and sanitised here, once.
 */
export async function publishArticle(
  db: Db,
  storage: FileStorage,
  input: ArticleToPublish,
): Promise<PublishedArticle> {
  const { frontMatter, markdown } = parseArticleFile(input.text);
  const values = {
    slug: frontMatter.slug,
    language: frontMatter.language,
    title: frontMatter.title,
    metaDescription: frontMatter.description,
    tags: frontMatter.tags,
    contentMarkdown: markdown,
    contentHtml: articleHtml(markdown),
  };
  return db.transaction(async (tx) => {
    const existing = await findArticleBySlug(tx, frontMatter.slug);
    const originalId = await originalIdOf(tx, frontMatter, existing);
    const saved = existing
      ? await updateArticle(tx, existing.id, { ...values, originalId })
      : await insertArticle(tx, { ...values, originalId });
    const credit = input.credit?.trim();
    const photo = input.photo
      ? { photoKey: await storeArticlePhoto(storage, saved.id, input.photo), photoCredit: credit ?? '' }
      : credit !== undefined
        ? { photoCredit: credit }
        : undefined;
    const article = photo ? await updateArticle(tx, saved.id, { ...values, originalId, ...photo }) : saved;
    return {
      article,
      created: !existing,
      ...(frontMatter.translationOf ? { original: frontMatter.translationOf } : {}),
    };
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
