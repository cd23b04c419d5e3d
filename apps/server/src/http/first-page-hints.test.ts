import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPageHints, hintsOf } from './first-page-hints.js';

let webDir: string;

/** A web build's manifest, as Vite writes it, for the home page and the signing page. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Button-1.js': { file: 'assets/Button-1.js', imports: ['index.html', '_react-1.js'] },
  'src/app/layouts/PublicLayout.tsx': {
    file: 'assets/PublicLayout-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Button-1.js'],
    css: ['assets/PublicLayout-1.css'],
  },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_Button-1.js'],
  },
  'src/app/layouts/SignedInLayout.tsx': { file: 'assets/SignedInLayout-1.js', isDynamicEntry: true },
  // The router's signing page of before, which signature.html now loads itself.
  'src/features/signing/SigningPage.tsx': { file: 'assets/SigningPage-1.js', isDynamicEntry: true },
  'src/i18n/en/ui.public.ts': { file: 'assets/ui.public-en.js', isDynamicEntry: true },
  'src/i18n/en/messages.ts': {
    file: 'assets/messages-en.js',
    isDynamicEntry: true,
    imports: ['_words-1.js'],
  },
  '_words-1.js': { file: 'assets/words-1.js' },
  'src/i18n/fr/ui.public.ts': { file: 'assets/ui.public-fr.js', isDynamicEntry: true },
  'src/i18n/fr/messages.ts': { file: 'assets/messages-fr.js', isDynamicEntry: true },
  'src/i18n/en/ui.home.ts': { file: 'assets/ui.home-en.js', isDynamicEntry: true },
  'src/i18n/fr/ui.home.ts': { file: 'assets/ui.home-fr.js', isDynamicEntry: true },
  'src/i18n/en/ui.signing.ts': { file: 'assets/ui.signing-en.js', isDynamicEntry: true },
  'src/i18n/en/ui.blog.ts': { file: 'assets/ui.blog-en.js', isDynamicEntry: true },
  'src/i18n/fr/ui.blog.ts': { file: 'assets/ui.blog-fr.js', isDynamicEntry: true },
  'src/i18n/fr/ui.signing.ts': { file: 'assets/ui.signing-fr.js', isDynamicEntry: true },
  'src/features/blog/BlogArticlePage.tsx': {
    file: 'assets/BlogArticlePage-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/BlogArticlePage-1.css'],
  },
};

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
});
afterAll(() => rm(webDir, { recursive: true, force: true }));

describe('firstPageHints', () => {
  it("announces the home page's layout, page, words and their shared chunks, once each, with the layout's styles", () => {
    const hints = firstPageHints(webDir).get('/:en') ?? '';
    const hrefs = [...hints.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
    expect(hrefs.sort()).toEqual(
      [
        '/assets/Button-1.js',
        '/assets/HomePage-1.js',
        '/assets/PublicLayout-1.css',
        '/assets/PublicLayout-1.js',
        '/assets/ui.home-en.js',
      ].sort(),
    );
    expect(hints).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
    expect(hints).toContain('<link rel="stylesheet" crossorigin href="/assets/PublicLayout-1.css">');
    // The entry's own files are announced by index.html already; the signed-in shell is not needed.
    expect(hints).not.toContain('index-1');
    expect(hints).not.toContain('react-1.js');
    expect(hints).not.toContain('SignedInLayout');
  });

  it("announces an article's page, styles and words for any article's address, and nothing for other pages", () => {
    const hints = firstPageHints(webDir);
    const article = hintsOf(hints, '/blog/deposits-and-payment-schedules', 'fr');
    expect(article).toContain('<link rel="stylesheet" crossorigin href="/assets/BlogArticlePage-1.css">');
    expect(article).toContain('<link rel="modulepreload" crossorigin href="/assets/BlogArticlePage-1.js">');
    expect(article).toContain('<link rel="modulepreload" crossorigin href="/assets/ui.blog-fr.js">');
    expect(article).not.toContain('ui.blog-en');
    expect(hintsOf(hints, '/', 'fr')).toContain('/assets/HomePage-1.js');
    expect(hintsOf(hints, '/myprojects', 'xx')).toBe('');
    expect(hintsOf(hints, '/contract/12', 'xx')).toBe('');
  });

  it("announces the words of the page's language on every page, and only that language's", () => {
    const hints = firstPageHints(webDir);
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href).sort();
    expect(hrefs(hintsOf(hints, '/myprojects', 'en'))).toEqual(
      ['/assets/messages-en.js', '/assets/ui.public-en.js', '/assets/words-1.js'].sort(),
    );
    expect(hrefs(hintsOf(hints, '/', 'fr'))).toEqual(
      [...hrefs(hints.get('/:fr') ?? ''), '/assets/messages-fr.js', '/assets/ui.public-fr.js'].sort(),
    );
    expect(hintsOf(hints, '/', 'fr')).toContain('/assets/ui.home-fr.js');
    expect(hintsOf(hints, '/', 'fr')).not.toContain('ui.home-en');
  });

  it("announces only the words for the signing page, the public ones and its own in the page's language, whose own HTML loads its page; nothing without a manifest", async () => {
    const hints = firstPageHints(webDir);
    expect(hintsOf(hints, '/signature', 'fr')).toBe(
      `${hints.get('words:fr')}<link rel="modulepreload" crossorigin href="/assets/ui.signing-fr.js">`,
    );
    expect(firstPageHints(path.join(webDir, 'missing')).size).toBe(0);
  });
});
