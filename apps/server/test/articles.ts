import type { TestApp } from './test-app.js';
import { publishArticle } from '../src/features/blog/publish.js';

/** An article's Markdown file as the operator writes it, for tests. */
export function articleText(fields: {
  title: string;
  slug: string;
  description?: string;
  tags?: string;
  body?: string;
  language?: string;
  translationOf?: string;
}): string {
  return [
    '---',
    `title: ${fields.title}`,
    `slug: ${fields.slug}`,
    `description: ${fields.description ?? `About ${fields.title}.`}`,
    `tags: ${fields.tags ?? 'contracts'}`,
    ...(fields.language ? [`language: ${fields.language}`] : []),
    ...(fields.translationOf ? [`translationOf: ${fields.translationOf}`] : []),
    '---',
    '',
    fields.body ?? `## ${fields.title}\n\nSome practical advice.`,
  ].join('\n');
}

/** Publishes an article straight through the service, as `npm run admin -- article publish` does. */
export async function publishTestArticle(
  t: TestApp,
  fields: Parameters<typeof articleText>[0],
  photo?: Buffer,
) {
  const { database, storage } = t.services;
  return (await publishArticle(database.db, storage, { text: articleText(fields), photo })).article;
}
