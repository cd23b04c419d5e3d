// `npm run check:budgets`: the JavaScript each page of bench/budgets.json makes the browser download
// before it can draw (gzip -9, static imports followed), against the page's limit and goal, read
// from the web build's manifest. Exits 1 when a page is over its limit, so growth fails the CI while
// the work toward the goals goes on. Run it after `npm run build -w @tradepact/web`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.join(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

/** The language placeholder of a page's module names: the page is checked once per language built. */
const languagePlaceholder = '{lang}';

/**
 * The script files a page downloads: those of its modules and of every chunk they import statically,
 * transitively, each once. Dynamic imports are left out: they load later, on demand.
 */
export function pageScripts(manifest, modules) {
  const files = new Set();
  const seen = new Set();
  const pending = [...modules];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update bench/budgets.json`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/** The languages whose files the build holds for a module name with the placeholder, e.g. src/i18n/{lang}/ui.signedIn.ts. */
export function languagesOf(manifest, module) {
  const [before, after] = module.split(languagePlaceholder);
  return Object.keys(manifest)
    .filter((key) => key.startsWith(before) && key.endsWith(after))
    .map((key) => key.slice(before.length, key.length - after.length))
    .filter((language) => language && !language.includes('/'));
}

/**
 * The pages to weigh: each budget once, or once per language built when its modules name the
 * placeholder (a language missing from the build would otherwise pass unweighed).
 */
export function expandLanguages(manifest, budgets) {
  return budgets.flatMap((budget) => {
    const template = budget.modules.find((module) => module.includes(languagePlaceholder));
    if (!template) return [budget];
    const languages = languagesOf(manifest, template);
    if (languages.length === 0) throw new Error(`no module of the build matches ${template}`);
    return languages.map((language) => ({
      ...budget,
      id: `${budget.id} (${language})`,
      modules: budget.modules.map((module) => module.replaceAll(languagePlaceholder, language)),
    }));
  });
}

/** The gzip -9 size of a built file: the .gz the build wrote beside it, or gzipped here when it has none. */
export function gzipSizeIn(dist) {
  return (file) => {
    const target = path.join(dist, file);
    if (existsSync(`${target}.gz`)) return readFileSync(`${target}.gz`).length;
    return gzipSync(readFileSync(target), { level: 9 }).length;
  };
}

/** Each page's bytes (every chunk counted once per page) beside its limit and goal, in KB. */
export function weighPages(manifest, budgets, sizeOf) {
  return expandLanguages(manifest, budgets).map((budget) => {
    const files = pageScripts(manifest, budget.modules);
    const bytes = [...files].reduce((total, file) => total + sizeOf(file), 0);
    const kb = bytes / 1024;
    return {
      id: budget.id,
      kb,
      files: files.size,
      limit: budget.limit,
      goal: budget.goal,
      over: kb > budget.limit,
    };
  });
}

/** The table the CI log shows. */
export function formatTable(rows) {
  const width = Math.max(4, ...rows.map((row) => row.id.length));
  const header = `${'page'.padEnd(width)}  ${'KB gz'.padStart(7)}  ${'files'.padStart(5)}  ${'limit'.padStart(5)}  ${'goal'.padStart(5)}`;
  const lines = rows.map((row) => {
    const status = row.over ? 'OVER LIMIT' : row.kb <= row.goal ? 'goal met' : '';
    return `${row.id.padEnd(width)}  ${row.kb.toFixed(1).padStart(7)}  ${String(row.files).padStart(5)}  ${String(row.limit).padStart(5)}  ${String(row.goal).padStart(5)}  ${status}`.trimEnd();
  });
  return [header, ...lines].join('\n');
}

if (import.meta.main) {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(
      `${path.relative(root, manifestFile)} is missing: run npm run build -w @tradepact/web first`,
    );
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { pages } = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
  const rows = weighPages(manifest, pages, gzipSizeIn(webDist));
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.error(
      `\n${over.map((row) => row.id).join(', ')} over budget: split or defer what the page does not need, or, if the growth is worth it, raise the limit in bench/budgets.json and say why in the commit`,
    );
    process.exit(1);
  }
}
