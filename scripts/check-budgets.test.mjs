import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { expandLanguages, formatTable, gzipSizeIn, pageFiles, weighPages } from './check-budgets.mjs';

/** A build's manifest as Vite writes it: an entry, a layout and a page sharing a chunk, a lazy chunk, styles. */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/Page.tsx', 'src/Lazy.tsx'] },
  'src/Layout.tsx': { file: 'assets/Layout.js', imports: ['index.html', '_shared.js'] },
  'src/Page.tsx': {
    file: 'assets/Page.js',
    imports: ['index.html', '_shared.js', '_icons.js'],
    dynamicImports: ['src/Lazy.tsx'],
    css: ['assets/Page.css'],
  },
  'src/Lazy.tsx': { file: 'assets/Lazy.js', imports: ['index.html'] },
  '_shared.js': {
    file: 'assets/shared.js',
    imports: ['index.html', '_icons.js'],
    css: ['assets/shared.css'],
  },
  '_icons.js': { file: 'assets/icons.js' },
  '_styles.css': { file: 'assets/styles.css' },
  'src/i18n/en/ui.signedIn.ts': { file: 'assets/ui.signedIn.en.js' },
  'src/i18n/fr/ui.signedIn.ts': { file: 'assets/ui.signedIn.fr.js', imports: ['_icons.js'] },
};

/** Sizes that make every sum unambiguous. */
const sizes = {
  'assets/index.js': 100 * 1024,
  'assets/Layout.js': 10 * 1024,
  'assets/Page.js': 20 * 1024,
  'assets/Lazy.js': 400 * 1024,
  'assets/shared.js': 5 * 1024,
  'assets/icons.js': 2 * 1024,
  'assets/ui.signedIn.en.js': 1024,
  'assets/ui.signedIn.fr.js': 3 * 1024,
  'assets/Page.css': 7 * 1024,
  'assets/shared.css': 4 * 1024,
};
const sizeOf = (file) => sizes[file];

describe('pageFiles', () => {
  it('follows static imports transitively and leaves dynamic imports out', () => {
    const { scripts } = pageFiles(manifest, ['index.html', 'src/Layout.tsx', 'src/Page.tsx']);
    expect([...scripts].sort()).toEqual([
      'assets/Layout.js',
      'assets/Page.js',
      'assets/icons.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('takes the stylesheets of every chunk it follows', () => {
    const { styles } = pageFiles(manifest, ['index.html', 'src/Layout.tsx']);
    expect([...styles]).toEqual(['assets/shared.css']);
    const page = pageFiles(manifest, ['src/Page.tsx']);
    expect([...page.styles].sort()).toEqual(['assets/Page.css', 'assets/shared.css']);
  });

  it('names a module the manifest does not have', () => {
    expect(() => pageFiles(manifest, ['src/Gone.tsx'])).toThrow(/src\/Gone\.tsx is not in the build/);
  });
});

describe('weighPages', () => {
  it('counts a chunk imported by several modules once', () => {
    const [page] = weighPages(
      manifest,
      [{ id: '/', modules: ['index.html', 'src/Layout.tsx', 'src/Page.tsx'], goal: 100, limit: 140 }],
      sizeOf,
    );
    expect(page).toMatchObject({ id: '/', kb: 137, files: 5, cssKb: 11, over: false });
  });

  it('marks a page whose CSS is over its CSS limit', () => {
    const budget = { id: '/', modules: ['src/Page.tsx'], goal: 100, limit: 140 };
    const [within] = weighPages(manifest, [{ ...budget, cssLimit: 11 }], sizeOf);
    const [over] = weighPages(manifest, [{ ...budget, cssLimit: 10.9 }], sizeOf);
    const [unchecked] = weighPages(manifest, [budget], sizeOf);
    expect([within?.over, over?.over, unchecked?.over]).toEqual([false, true, false]);
  });

  it('marks a page over its limit', () => {
    const [page] = weighPages(
      manifest,
      [{ id: '/', modules: ['src/Page.tsx'], goal: 100, limit: 126 }],
      sizeOf,
    );
    expect(page).toMatchObject({ kb: 127, over: true });
  });

  it('weighs a page once per language the build holds', () => {
    const budget = {
      id: 'shell',
      modules: ['index.html', 'src/i18n/{lang}/ui.signedIn.ts'],
      goal: 1,
      limit: 102,
    };
    const rows = weighPages(manifest, [budget], sizeOf);
    expect(rows.map(({ id, kb, over }) => ({ id, kb, over }))).toEqual([
      { id: 'shell (en)', kb: 101, over: false },
      { id: 'shell (fr)', kb: 105, over: true },
    ]);
  });

  it('refuses a language placeholder that matches no module', () => {
    const budget = { id: 'x', modules: ['src/i18n/{lang}/ui.gone.ts'], goal: 1, limit: 1 };
    expect(() => expandLanguages(manifest, [budget])).toThrow(/no module of the build matches/);
  });
});

describe('gzipSizeIn', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tp-budgets-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('reads the .gz the build wrote beside a file', () => {
    writeFileSync(path.join(dist, 'big.js'), 'x'.repeat(5000));
    writeFileSync(path.join(dist, 'big.js.gz'), Buffer.alloc(123));
    expect(gzipSizeIn(dist)('big.js')).toBe(123);
  });

  it('gzips a file the build left without one', () => {
    const content = 'export const a = 1;';
    writeFileSync(path.join(dist, 'small.js'), content);
    expect(gzipSizeIn(dist)('small.js')).toBe(gzipSync(content, { level: 9 }).length);
  });
});

describe('formatTable', () => {
  it('shows each page with its limits and goal and flags the one over', () => {
    const table = formatTable([
      { id: '/', kb: 137, files: 5, limit: 140, goal: 100, cssKb: 11, cssLimit: 12, over: false },
      { id: '/login', kb: 150.04, files: 9, limit: 140, goal: 100, cssKb: 20.26, over: true },
    ]);
    expect(table.split('\n')).toEqual([
      'page      KB gz  files  limit   goal  CSS KB  limit',
      '/         137.0      5    140    100    11.0     12',
      '/login    150.0      9    140    100    20.3      —  OVER LIMIT',
    ]);
  });
});
