import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint, ok, translate } from '@tradepact/shared';
import { apiKeyOf } from '../../test/api-keys.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { signedIn } from '../features/auth/authenticate.js';
import { routeOf } from './api-route.js';

/** How many times each test route's handler ran. */
const ran = new Map<string, number>();
const count = (path: string) => () => {
  ran.set(path, (ran.get(path) ?? 0) + 1);
  return ok(null);
};

const body = z.object({ Name: z.string() });
const readsContracts = endpoint({
  method: 'POST',
  path: '/api/test/keys/readscontracts',
  summary: 'A table endpoint a contracts:read key may call',
  access: 'signedIn',
  keyScope: 'contracts:read',
  body,
  data: z.null(),
});
const peopleOnly = endpoint({ ...readsContracts, path: '/api/test/keys/peopleonly', keyScope: null });
const undecided = endpoint({ ...readsContracts, path: '/api/test/keys/undecided', keyScope: undefined });
const publicOne = endpoint({
  ...readsContracts,
  path: '/api/test/keys/public',
  access: 'public',
  keyScope: undefined,
});
/** Outside the table: one that says nothing of keys, one that allows a scope. */
const silent = '/api/test/keys/silent';
const allowing = '/api/test/keys/allowing';

function addTestRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const e of [readsContracts, peopleOnly, undecided, publicOne])
    typed.post(e.path, routeOf(e), count(e.path));
  typed.get(silent, signedIn({ summary: 'A new route' }), count(silent));
  typed.get(
    allowing,
    { ...signedIn({ summary: 'A PDF' }), config: { apiKeyScope: 'payments:read' } },
    count(allowing),
  );
}

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, addTestRoutes);
  person = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);

/** A POST whose body is not even JSON: refused before it is read, or answered 400 by the parser. */
const post = (path: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"Name":',
  });

describe('an API key on a route', () => {
  it('is refused 403, before the body is read and the handler runs, where the table says people only', async () => {
    const key = await apiKeyOf(t, person, ['contracts:read', 'contracts:send', 'payments:read']);
    const answer = await post(peopleOnly.path, key.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().Content).toBe(en('apiKeyNotAllowed'));
    expect(ran.get(peopleOnly.path)).toBeUndefined();
  });

  it('is refused naming the scope it lacks', async () => {
    const key = await apiKeyOf(t, person, ['contracts:send', 'payments:read']);
    const answer = await post(readsContracts.path, key.headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().Content).toBe(en('apiKeyScopeMissing', { scope: 'contracts:read' }));
    expect(ran.get(readsContracts.path)).toBeUndefined();
  });

  it('reaches the route with the scope it needs, as a person does', async () => {
    const key = await apiKeyOf(t, person, ['contracts:read']);
    for (const headers of [key.headers, person.headers]) {
      expect((await post(readsContracts.path, headers)).statusCode).toBe(400);
      const answer = await t.app.inject({
        method: 'POST',
        url: readsContracts.path,
        headers,
        payload: { Name: 'x' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(ran.get(readsContracts.path)).toBe(2);
  });

  it('is refused where nothing was decided: an endpoint without keyScope, a public one, a new route', async () => {
    const key = await apiKeyOf(t, person, ['contracts:read', 'contracts:send', 'payments:read']);
    for (const path of [undecided.path, publicOne.path]) {
      const answer = await post(path, key.headers);
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json().Content).toBe(en('apiKeyNotAllowed'));
    }
    const answer = await t.app.inject({ method: 'GET', url: silent, headers: key.headers });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().Content).toBe(en('apiKeyNotAllowed'));
    for (const path of [undecided.path, publicOne.path, silent]) expect(ran.get(path), path).toBeUndefined();
  });

  it('reaches a route outside the table that allows its scope, and only with it', async () => {
    const without = await apiKeyOf(t, person, ['contracts:read']);
    const refused = await t.app.inject({ method: 'GET', url: allowing, headers: without.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Content).toBe(en('apiKeyScopeMissing', { scope: 'payments:read' }));
    expect(ran.get(allowing)).toBeUndefined();

    const withIt = await apiKeyOf(t, person, ['payments:read']);
    expect((await t.app.inject({ method: 'GET', url: allowing, headers: withIt.headers })).statusCode).toBe(
      200,
    );
    expect(ran.get(allowing)).toBe(1);
  });

  it('leaves people and visitors as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: silent, headers: person.headers })).statusCode).toBe(
      200,
    );
    const visitor = await t.app.inject({ method: 'POST', url: publicOne.path, payload: { Name: 'x' } });
    expect(visitor.statusCode).toBe(200);
  });
});
