import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { enPages } from '@tradepact/shared/messages/en';
import { pageMessages as enPublic } from './en/messages';
import { pageMessages as frPublic } from './fr/messages';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sharedSrc = path.join(src, '../../../packages/shared/src');

/**
 * The modules a public page is drawn from (src/app/router.tsx: the public and bare layouts' routes),
 * read with everything they import, lazily too: a modal a public page opens later shows its messages
 * before any signed-in part has loaded.
 */
const publicEntries = [
  'main.tsx',
  'app/layouts/RootLayout.tsx',
  'app/layouts/PublicLayout.tsx',
  'app/layouts/BareLayout.tsx',
  'app/pages/NotFoundPage.tsx',
  'app/pages/RouteErrorPage.tsx',
  'features/home/HomePage.tsx',
  'features/blog/BlogListPage.tsx',
  'features/blog/BlogArticlePage.tsx',
  'features/guides/HowWeWorkPage.tsx',
  'features/content/EulaPage.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/ConfirmAlternateEmailPage.tsx',
  'features/contracts/document/DocumentCodePage.tsx',
  'features/verify/VerifyPage.tsx',
  'features/notifications/UnsubscribePage.tsx',
  'features/signing/SigningPage.tsx',
  'features/pay/PayPage.tsx',
];

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, not `import type`.
const anyImport =
  /(?:^\s*(?:import|export)\s(?!type\s)(?:[^;'"]*?\sfrom\s)?\s*|\bimport\(\s*)['"]([^'"]+)['"]/gm;
const staticImport = /^\s*(?:import|export)\s(?!type\s)(?:[^;'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm;
// The names a module imports from the shared package's index, values only.
const sharedImport = /^\s*import\s+(?!type\s)\{([^}]*)\}\s+from\s+['"]@tradepact\/shared['"]/gm;
// A string literal that could be a message key, or a key read as `messages:key`.
const wordLiteral = /['"`](?:messages:)?(\w+)['"`]/g;

function resolveFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** Every file of `entries` and of what they import, relative imports only, tests left out. */
function graphOf(entries: string[], onFile: (file: string, text: string) => void = () => {}): Set<string> {
  const files = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    onFile(file, text);
    // A route table's lazy imports are pages of their own, public or not: they are entries here.
    const imports = /(^|\/)router?s?\.tsx$/.test(file) ? staticImport : anyImport;
    for (const [, specifier = ''] of text.matchAll(imports)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveFile(file, specifier);
      if (resolved && !/\.test\.tsx?$/.test(resolved)) pending.push(resolved);
    }
  }
  return files;
}

/** The shared package's source files, the catalogues aside, by the names they export. */
const sharedExports = new Map<string, string[]>();
function listShared(directory: string) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'messages') listShared(file);
    } else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
      for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(
        /^export\s+(?:async\s+)?(?:const|function|class|enum|let)\s+(\w+)/gm,
      )) {
        sharedExports.set(name, [...(sharedExports.get(name) ?? []), file]);
      }
    }
  }
}
listShared(sharedSrc);

/**
 * The message keys the public pages can show before the signed-in part loads: the keys their code
 * names, and those of the shared modules they import (the messages of a form's schema).
 */
function publicMessageKeys(): Set<string> {
  const keys = new Set<string>();
  const isKey = (word: string) => Object.hasOwn(enPages, word);
  const collect = (_file: string, text: string) => {
    for (const [, word = ''] of text.matchAll(wordLiteral)) if (isKey(word)) keys.add(word);
  };
  const sharedEntries = new Set<string>();
  graphOf(
    publicEntries.map((entry) => path.join(src, entry)),
    (file, text) => {
      collect(file, text);
      for (const [, names = ''] of text.matchAll(sharedImport)) {
        for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
          for (const defined of sharedExports.get(name) ?? []) sharedEntries.add(defined);
        }
      }
    },
  );
  graphOf([...sharedEntries], collect);
  return keys;
}

describe('the public pages’ messages', () => {
  const needed = [...publicMessageKeys()].sort();

  it('are found in the public pages’ code', () => {
    // The error popup's title: every page can show it.
    expect(needed).toContain('dialogErrorTitle');
    expect(needed).toContain('signingSignatureRequired');
  });

  it.each([
    ['English', enPublic],
    ['French', frPublic],
  ])('are all in the %s part every page loads first', (_language, part) => {
    expect(needed.filter((key) => !Object.hasOwn(part, key))).toEqual([]);
  });
});
