import { z } from 'zod';
import { defaultLanguage, languages } from '@tradepact/shared';

const slugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes, e.g. change-orders');

/** What the operator writes at the top of an article's Markdown file, between two `---` lines. */
export const frontMatterSchema = z.object({
  title: z.string().trim().min(1, 'needs a title').max(200),
  slug: slugSchema,
  description: z.string().trim().max(300).default(''),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
  /** The language the article is written in (issue 30 §2); English when not said. */
  language: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(languages, { error: `one of ${languages.join(', ')}, e.g. language: fr` }))
    .default(defaultLanguage),
  /** The slug of the article this one translates; they become each other's language alternates. */
  translationOf: slugSchema.optional(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

/** A mistake in what the operator gave to publish (the file or the photo), worded for them. */
export class ArticleInputError extends Error {}

export interface ArticleFile {
  frontMatter: FrontMatter;
  markdown: string;
}

const unquote = (value: string) => {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted ? (quoted[2] ?? '') : value;
};

/** Keys are matched without regard to case; these are spelled in camel case in the schema. */
const camelKeys: Readonly<Record<string, string>> = { translationof: 'translationOf' };

/**
 * Reads `key: value` lines (tags comma-separated, values optionally quoted) and the Markdown after
 * them. Throws an ArticleInputError saying what is wrong.
 */
export function parseArticleFile(text: string): ArticleFile {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match)
    throw new ArticleInputError('the file must start with a front matter block between two --- lines');
  const fields: Record<string, unknown> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator < 1) throw new ArticleInputError(`front matter line is not "key: value": ${line}`);
    const lowerKey = line.slice(0, separator).trim().toLowerCase();
    const key = camelKeys[lowerKey] ?? lowerKey;
    const value = unquote(line.slice(separator + 1).trim());
    fields[key] =
      key === 'tags'
        ? value
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean)
        : value;
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArticleInputError(
      `front matter ${issue?.path.join('.') || ''}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const markdown = (match[2] ?? '').trim();
  if (markdown === '') throw new ArticleInputError('the article has no text after its front matter');
  return { frontMatter: parsed.data, markdown };
}
