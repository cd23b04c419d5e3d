import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Code only the signed-in app needs: files of the app (their route tables aside) and packages. */
const signedInFiles = [
  'app/layouts/SignedInLayout.tsx',
  'app/layouts/sidebar/',
  'features/profile/',
  'features/projects/',
  'features/contacts/',
  'features/writing-help/',
];
/** The signed-in app's labels, in every language (src/i18n/<lang>/ui.signedIn.ts). */
const signedInLabels = /^i18n\/[^/]+\/ui\.signedIn\.ts$/;
const signedInPackages = [
  '@mantine/dates',
  '@mantine/dropzone',
  'signature_pad',
  '@mantine/tiptap',
  '@tiptap/',
];

// `import … from '…'`, `export … from '…'` and `import '…'`; not `import('…')`, which loads later,
// nor `import type`, which the build erases.
const staticImport = /^\s*(?:import|export)\s(?!type\s)(?:[^;'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;
// Vite's `import.meta.glob('./*/file.ts', { eager: true })` loads the files it matches at once.
const eagerGlob = /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*,\s*\{[^}]*\beager:\s*true/g;

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The files an eager glob matches; ours take one star, as in ./<lang>/ui.public.ts. */
function globFiles(from: string, pattern: string): string[] {
  const [before = '', after = ''] = pattern.split('*');
  const dir = path.resolve(path.dirname(from), before);
  return readdirSync(dir)
    .map((name) => path.join(dir, name + after))
    .filter((file) => existsSync(file));
}

/** Every file and package a module loads before it runs, following static imports only. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [path.join(src, entry)];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const resolved = resolveFile(file, specifier);
      if (resolved) pending.push(resolved);
    }
    for (const [, pattern = ''] of readFileSync(file, 'utf8').matchAll(eagerGlob)) {
      pending.push(...globFiles(file, pattern));
    }
  }
  return { files: [...files].map((file) => path.relative(src, file)), packages: [...packages] };
}

describe('the public pages', () => {
  it.each([
    ['the entry module', 'main.tsx'],
    ['the public layout', 'app/layouts/PublicLayout.tsx'],
    ['the bare layout (/Signature)', 'app/layouts/BareLayout.tsx'],
    ['the home page', 'features/home/HomePage.tsx'],
    ['the login page', 'features/auth/LoginPage.tsx'],
    ['the signing page (/Signature)', 'features/signing/SigningPage.tsx'],
    ['the blog (/Blog)', 'features/blog/BlogListPage.tsx'],
    ['a blog article (/Blog/{slug})', 'features/blog/BlogArticlePage.tsx'],
    ['how we work (/HowWeWork)', 'features/guides/HowWeWorkPage.tsx'],
  ])('do not load the signed-in app with %s', (_name, entry) => {
    const graph = staticGraph(entry);
    expect(graph.files.length).toBeGreaterThan(1);
    const signedIn = (file: string) =>
      (signedInFiles.some((part) => file.startsWith(part)) && !file.endsWith('/routes.tsx')) ||
      signedInLabels.test(file);
    expect(graph.files.filter(signedIn)).toEqual([]);
    expect(graph.packages.filter((name) => signedInPackages.some((part) => name.startsWith(part)))).toEqual(
      [],
    );
  });

  it('are checked with the labels they load (eager globs are followed)', () => {
    expect(staticGraph('main.tsx').files).toContain('i18n/en/ui.public.ts');
  });
});
