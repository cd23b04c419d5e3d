// `npm run api-routes -w @tradepact/shared` (after a build): writes src/api/routes.ts and, beside it, one
// module per table in src/api/routes/: the API table's methods and paths without its schemas, for the
// browser (see routes.ts). A test fails when the files no longer match the table.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import * as shared from '../dist/index.js';

const header = `// Written by scripts/api-routes.mjs from the API table: do not edit, run \`npm run api-routes -w @tradepact/shared\`.`;
const tables = Object.entries(shared).filter(([name]) => /^[a-z][A-Za-z]*Api$/.test(name));
const fileOf = (name) => name.replace(/Api$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const directory = new URL('../src/api/routes/', import.meta.url);
await mkdir(directory, { recursive: true });
for (const file of await readdir(directory)) await rm(new URL(file, directory));
for (const [name, table] of tables) {
  const entries = Object.entries(table).map(
    ([key, e]) => `  ${key}: { method: '${e.method}', path: '${e.path}' },`,
  );
  const text = `${header}
import type { ${name} as table } from '../index.js';

export const ${name} = {
${entries.join('\n')}
} as unknown as typeof table;
`;
  await writeFile(new URL(`${fileOf(name)}.ts`, directory), text);
}

const text = `${header}

/*
 * The API table's endpoints with only their method and path, typed as the full table: what the web
 * client's call() needs at run time. The browser imports this (@tradepact/shared/api-routes), not the
 * table, so that zod and the answer schemas stay out of the pages' scripts. One module per table, so
 * that a page's script carries the paths of the tables it calls and no others.
 */

${tables.map(([name]) => `export { ${name} } from './routes/${fileOf(name)}.js';`).join('\n')}
`;
await writeFile(new URL('../src/api/routes.ts', import.meta.url), text);
console.log(`api routes: ${tables.length} tables written to src/api/routes.ts and src/api/routes/`);
