import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The pages a visit most often starts on (lower-case path; `/*` stands for any last segment) and the
 * modules the router loads for them, named as in the web build's manifest. The router fetches them
 * only once the main script has arrived and run; announced in index.html, they download alongside
 * it instead. Their styles are announced too: a page the server drew is shown before any script
 * runs, and must not change its look (and shift) when its page's styles arrive with its code
 * (critical-css.ts inlines the rules the drawing uses and moves these stylesheets after it). A
 * module named with `{lang}` is a page's own words, announced in the page's language. The
 * signing and pay pages are entries of their own (signature.html, invoice.html), whose scripts import their
 * pages: only their words are announced.
 */
const firstPages: Record<string, string[]> = {
  '/': ['src/app/layouts/PublicLayout.tsx', 'src/features/home/HomePage.tsx', 'src/i18n/{lang}/ui.home.ts'],
  '/login': [
    'src/app/layouts/PublicLayout.tsx',
    'src/features/auth/LoginPage.tsx',
    'src/i18n/{lang}/ui.auth.ts',
  ],
  '/blog': [
    'src/app/layouts/PublicLayout.tsx',
    'src/features/blog/BlogListPage.tsx',
    'src/i18n/{lang}/ui.blog.ts',
  ],
  '/blog/*': [
    'src/app/layouts/PublicLayout.tsx',
    'src/features/blog/BlogArticlePage.tsx',
    'src/i18n/{lang}/ui.blog.ts',
  ],
  '/howwework': ['src/app/layouts/PublicLayout.tsx', 'src/features/guides/HowWeWorkPage.tsx'],
  // Entries of their own, whose scripts import their pages; their words load beside the public ones.
  '/signature': ['src/i18n/{lang}/ui.signing.ts'],
  '/invoice': ['src/i18n/{lang}/ui.pay.ts'],
};

/**
 * The words of a language every page loads before its first render (apps/web/src/i18n/catalogues.ts),
 * a chunk per language, by the manifest's name.
 */
const wordsOf = (language: string) => [
  `src/i18n/${language}/ui.public.ts`,
  `src/i18n/${language}/messages.ts`,
];

/** The key under which `firstPageHints` keeps a page's hints in a language, when it has words of its own. */
const pageInLanguage = (page: string, language: string) => `${page}:${language}`;

/** The key under which `firstPageHints` keeps the hints of a language's words. */
const wordsKey = (language: string) => `words:${language}`;

/**
 * The hints of a page (lower-case path) in a language, from `firstPageHints`'s map: the language's
 * words, and the page's own or its `/*` one's.
 */
export function hintsOf(hints: Map<string, string>, page: string, language: string): string {
  const any = page.replace(/\/[^/]+$/, '/*');
  const pageHints =
    hints.get(pageInLanguage(page, language)) ??
    hints.get(page) ??
    hints.get(pageInLanguage(any, language)) ??
    hints.get(any) ??
    '';
  return `${hints.get(wordsKey(language)) ?? ''}${pageHints}`;
}

/** The `<link>` tags to add to index.html's head, by first page; none without a build manifest. */
export function firstPageHints(webRoot: string): Map<string, string> {
  const hints = new Map<string, string>();
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return hints;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  // What index.html loads already.
  const announced = new Set<string>();
  collect(manifest, 'index.html', announced, new Set(), new Set());

  const languages = Object.keys(manifest)
    .map((key) => /^src\/i18n\/(\w+)\/ui\.public\.ts$/.exec(key)?.[1])
    .filter((language) => language !== undefined);
  const hintSets = [
    ...Object.entries(firstPages).flatMap(([page, modules]) =>
      modules.some((key) => key.includes('{lang}'))
        ? languages.map(
            (language) =>
              [
                pageInLanguage(page, language),
                modules.map((key) => key.replace('{lang}', language)),
              ] as const,
          )
        : [[page, modules] as const],
    ),
    ...languages.map((language) => [wordsKey(language), wordsOf(language)] as const),
  ];
  for (const [page, modules] of hintSets) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const key of modules) collect(manifest, key, scripts, styles, announced);
    const links = [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    hints.set(page, links.join(''));
  }
  return hints;
}

/** A chunk's file, styles and the chunks it imports, transitively, leaving out the `known` ones. */
function collect(
  manifest: Record<string, ManifestChunk>,
  key: string,
  scripts: Set<string>,
  styles: Set<string>,
  known: Set<string>,
) {
  const chunk = manifest[key];
  if (!chunk || scripts.has(chunk.file) || known.has(chunk.file)) return;
  scripts.add(chunk.file);
  chunk.css?.forEach((file) => styles.add(file));
  chunk.imports?.forEach((imported) => collect(manifest, imported, scripts, styles, known));
}
