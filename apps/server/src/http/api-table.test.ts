import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@tradepact/shared';
import type { Endpoint } from '@tradepact/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { routesOutsideApiTable } from './routes-outside-api-table.js';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;
const endpoints = Object.entries(shared)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isEndpoint));

/** The API docs' own pages, served by @fastify/swagger-ui. */
const docsPrefix = '/api/docs';

/**
 * The routes Fastify holds, as "METHOD /path" (lower-case, as its router keeps them), read from its
 * route tree: each line is a path segment under the line one level up.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the shared API table', () => {
  it('has a registered route for every endpoint, with its method', () => {
    const missing = endpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('names every /api route the server registers, in the table or in the routes outside it', () => {
    const known = new Set(
      [...endpoints, ...routesOutsideApiTable].map((e) => `${e.method} ${e.path}`.toLowerCase()),
    );
    const api = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => route.includes(' /api/') && !route.includes(` ${docsPrefix}`),
    );
    expect(api.length).toBeGreaterThan(10);
    expect(api.filter((route) => !known.has(route.toLowerCase()))).toEqual([]);
  });
});
