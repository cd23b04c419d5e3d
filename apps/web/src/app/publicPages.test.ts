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

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The words every page of a language loads before its first render (src/i18n/catalogues.ts). */
const publicWords = readdirSync(path.join(src, 'i18n'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name }) => [
    [`the public labels in ${name}`, `i18n/${name}/ui.public.ts`],
    [`the page messages in ${name}`, `i18n/${name}/messages.ts`],
  ]);

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
    ['the pay page (/Pay)', 'features/pay/PayPage.tsx'],
    ['the blog (/Blog)', 'features/blog/BlogListPage.tsx'],
    ['a blog article (/Blog/{slug})', 'features/blog/BlogArticlePage.tsx'],
    ['how we work (/HowWeWork)', 'features/guides/HowWeWorkPage.tsx'],
    ...publicWords,
  ])('do not load the signed-in app with %s', (_name, entry) => {
    const graph = staticGraph(entry);
    // The walk read the module (a words module may import nothing: its graph is itself).
    expect(graph.files).toContain(entry);
    const signedIn = (file: string) =>
      (signedInFiles.some((part) => file.startsWith(part)) && !file.endsWith('/routes.tsx')) ||
      signedInLabels.test(file);
    expect(graph.files.filter(signedIn)).toEqual([]);
    expect(graph.packages.filter((name) => signedInPackages.some((part) => name.startsWith(part)))).toEqual(
      [],
    );
  });
});
