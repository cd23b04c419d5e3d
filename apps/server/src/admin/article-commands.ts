import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { AppDeps } from '../app.js';
import { ArticleInputError } from '../features/blog/front-matter.js';
import { listArticles, publishArticle, withdrawArticle } from '../features/blog/publish.js';
import { notifyArticle, whyGeneralMessagesCannotGo } from '../features/notifications/general-campaigns.js';
import { UsageError } from './usage-error.js';

function flags(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { photo: { type: 'string' }, credit: { type: 'string' }, notify: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function readOrRefuse(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
}

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * `npm run admin -- article publish|withdraw|list`: the blog's articles, from a Markdown file with a
 * front matter and an optional photo.
 */
export async function articleCommand(
  deps: AppDeps,
  args: readonly string[],
  print: (line: string) => void,
): Promise<string> {
  const db = deps.database.db;
  const [action, ...rest] = args;
  switch (action) {
    case 'publish': {
      const { values, positionals } = flags(rest);
      const [file] = positionals;
      if (!file) throw new UsageError('article publish needs a Markdown file.');
      const refusal = values.notify ? whyGeneralMessagesCannotGo(deps.config) : undefined;
      if (refusal) throw new UsageError(refusal);
      const text = (await readOrRefuse(file)).toString('utf8');
      const photo = values.photo ? await readOrRefuse(values.photo) : undefined;
      let published;
      try {
        published = await publishArticle(db, deps.storage, { text, photo, credit: values.credit });
      } catch (error) {
        if (error instanceof ArticleInputError) throw new UsageError(`${file}: ${error.message}`);
        throw error;
      }
      const { article, created, original } = published;
      const url = `${deps.config.publicUrl}/blog/${article.slug}`;
      const translating = original ? `, ${article.language} translation of ${original}` : '';
      const answer = created
        ? `Published article ${article.id}, ${article.slug}${translating}: ${url}`
        : `Updated article ${article.id}, ${article.slug}${translating} (first published ${day(article.publishedAt)}): ${url}`;
      return values.notify ? `${answer}\n${await notifyArticle(deps, article, print)}` : answer;
    }
    case 'withdraw': {
      const [slug] = rest;
      if (!slug) throw new UsageError('article withdraw needs the article’s slug.');
      return (await withdrawArticle(db, slug))
        ? `Withdrew ${slug}: its address now answers 404; publish its file again to bring it back.`
        : `No published article has the slug ${slug}.`;
    }
    case 'list': {
      const rows = await listArticles(db);
      if (rows.length === 0) return 'No articles.';
      const slugs = new Map(rows.map((row) => [row.id, row.slug]));
      return rows
        .map((row) =>
          [
            String(row.id).padStart(3),
            row.withdrawnAt ? 'withdrawn' : 'published',
            day(row.publishedAt),
            `updated ${day(row.updatedAt)}`,
            row.language,
            row.photoKey ? 'photo' : 'no photo',
            row.slug,
            ...(row.originalId === null ? [] : [`translates ${slugs.get(row.originalId) ?? row.originalId}`]),
          ].join('  '),
        )
        .join('\n');
    }
    default:
      throw new UsageError(
        action ? `Unknown article command: ${action}` : 'article needs publish, withdraw or list.',
      );
  }
}
