import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface RouteHooks {
  method: string;
  url: string;
  hooks: string;
}

/**
 * Every route with the hook names Fastify prints for it. printRoutes draws a tree: `├── segment (GET)`
 * opens a node under the one above it, `│   segment (HEAD)` is the same node for another method, and
 * `• (stage) [...]` lines list the hooks of the line before.
 */
function routesWithHooks(): RouteHooks[] {
  const routes: RouteHooks[] = [];
  const path: string[] = [];
  for (const line of t.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const hook = /• \((\w+)\) (\[.*\])$/.exec(line);
    const last = routes.at(-1);
    if (hook && last) last.hooks += ` ${hook[1]}: ${hook[2]}`;
    const node = /^([│ ]*)(?:[├└]── )?(\S.*) \(([A-Z, ]+)\)$/.exec(line);
    if (!node || hook) continue;
    const [, indent = '', segment = '', methods = ''] = node;
    const depth = line.includes('── ') ? indent.length / 4 : indent.length / 4 - 1;
    path.length = depth;
    path[depth] = segment;
    for (const method of methods.split(', ')) routes.push({ method, url: path.join(''), hooks: '' });
  }
  return routes;
}

const signedInRoutes = () =>
  routesWithHooks().filter((route) => route.method !== 'HEAD' && route.hooks.includes('requireUser()'));

describe('signed-in routes', () => {
  it('are all found, marked or not in the API document', () => {
    const urls = signedInRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/app/project/create',
        'GET /api/app/address/suggest',
        'POST /api/identity/updateusersettings',
        'GET /api/auth/userinfo',
      ]),
    );
    expect(urls.length).toBeGreaterThan(20);
  });

  it('answer an anonymous caller 401 before looking at what was sent', async () => {
    const answers: string[] = [];
    for (const { method, url } of signedInRoutes()) {
      // Path parameters that are no ids, a body of the wrong shape, query values of the wrong type.
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${url.replace(/:\w+/g, 'not-an-id')}?pageIndex=-1&pageSize=abc&id=x&type=x`,
        ...(method === 'GET'
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: '[1, {"Name": 5}]' }),
      });
      answers.push(`${method} ${url} ${response.statusCode} ${response.json().Content}`);
    }
    expect(answers.filter((answer) => !/ 401 Please sign in to continue$/.test(answer))).toEqual([]);
  });
});
