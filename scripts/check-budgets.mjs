// `npm run check:budgets`: the JavaScript and CSS each page of bench/budgets.json makes the browser
// download before it can draw (gzip -9, static imports followed), against the page's limits and goal,
// read from the web build's manifest. Exits 1 when a page is over its limit, so growth fails the CI while
// the work toward the goals goes on. Run it after `npm run build -w @tradepact/web`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.join(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');

/** The language placeholder of a page's module names: the page is checked once per language built. */
const languagePlaceholder = '{lang}';

/**
 * The files a page downloads before it draws: the scripts of its modules and of every chunk they
 * import statically, transitively, each once, and the stylesheets those chunks bring. Dynamic imports
 * are left out: they load later, on demand.
 */
export function pageFiles(manifest, modules) {
  const scripts = new Set();
  const styles = new Set();
  const seen = new Set();
  const pending = [...modules];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update bench/budgets.json`);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    pending.push(...(chunk.imports ?? []));
  }
  return { scripts, styles };
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

const kbOf = (files, sizeOf) => [...files].reduce((total, file) => total + sizeOf(file), 0) / 1024;

/**
 * Each page's script and style bytes (every file counted once per page) beside its limits and goal,
 * in KB. `cssLimit` is optional: a page without one has its CSS shown, not checked.
 */
export function weighPages(manifest, budgets, sizeOf) {
  return expandLanguages(manifest, budgets).map((budget) => {
    const { scripts, styles } = pageFiles(manifest, budget.modules);
    const kb = kbOf(scripts, sizeOf);
    const cssKb = kbOf(styles, sizeOf);
    return {
      id: budget.id,
      kb,
      files: scripts.size,
      limit: budget.limit,
      goal: budget.goal,
      cssKb,
      cssLimit: budget.cssLimit,
      over: kb > budget.limit || (budget.cssLimit !== undefined && cssKb > budget.cssLimit),
    };
  });
}

/** The table the CI log shows. */
export function formatTable(rows) {
  const width = Math.max(4, ...rows.map((row) => row.id.length));
  const columns = ['KB gz', 'files', 'limit', 'goal', 'CSS KB', 'limit'];
  const header = `${'page'.padEnd(width)}  ${columns.map((name, i) => name.padStart(i === 0 ? 7 : i === 4 ? 6 : 5)).join('  ')}`;
  const lines = rows.map((row) => {
    const status = row.over ? 'OVER LIMIT' : row.kb <= row.goal ? 'goal met' : '';
    const cells = [
      row.kb.toFixed(1).padStart(7),
      String(row.files).padStart(5),
      String(row.limit).padStart(5),
      String(row.goal).padStart(5),
      row.cssKb.toFixed(1).padStart(6),
      String(row.cssLimit ?? '—').padStart(5),
    ];
    return `${row.id.padEnd(width)}  ${cells.join('  ')}  ${status}`.trimEnd();
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
