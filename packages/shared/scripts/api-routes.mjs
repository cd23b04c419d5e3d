// `npm run api-routes -w @tradepact/shared` (after a build): writes src/api/routes.ts, the API
// table's methods and paths without its schemas, for the browser (see that file). A test fails
// when the file no longer matches the table.
import { writeFile } from 'node:fs/promises';
import * as shared from '../dist/index.js';

const tables = Object.entries(shared).filter(([name]) => /^[a-z][A-Za-z]*Api$/.test(name));
const body = tables
  .map(([name, table]) => {
    const entries = Object.entries(table).map(
      ([key, e]) => `  ${key}: { method: '${e.method}', path: '${e.path}' },`,
    );
    return `export const ${name} = {\n${entries.join('\n')}\n} as unknown as typeof tables.${name};`;
  })
  .join('\n\n');
const text = `// Written by scripts/api-routes.mjs from the API table: do not edit, run \`npm run api-routes -w @tradepact/shared\`.
import type * as tables from './index.js';

/*
 * The API table's endpoints with only their method and path, typed as the full table: what the web
 * client's call() needs at run time. The browser imports this (@tradepact/shared/api-routes), not the
 * table, so that zod and the answer schemas stay out of the pages' scripts.
 */

${body}
`;
await writeFile(new URL('../src/api/routes.ts', import.meta.url), text);
console.log(`api routes: ${tables.length} tables written to src/api/routes.ts`);
