import { describe, expect, it } from 'vitest';
import * as tables from './index.js';
import * as routes from './routes.js';

const methodsAndPaths = (source: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(source)
      .filter(([name]) => /^[a-z]+Api$/.test(name))
      .map(([name, table]) => [
        name,
        Object.fromEntries(
          Object.entries(table as Record<string, { method: string; path: string }>).map(([key, e]) => [
            key,
            { method: e.method, path: e.path },
          ]),
        ),
      ]),
  );

describe('the browser view of the API table (routes.ts)', () => {
  it('has every endpoint of the table with its method and path: run `npm run api-routes -w @tradepact/shared` when not', () => {
    expect(methodsAndPaths(routes)).toEqual(methodsAndPaths(tables));
  });
});
