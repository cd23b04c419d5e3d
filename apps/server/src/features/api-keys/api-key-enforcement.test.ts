import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@tradepact/shared';
import { apiKeyScopes, translate, type ApiKeyScope, type Endpoint } from '@tradepact/shared';
import { apiKeyOf, revokeApiKey, type TestApiKey } from '../../../test/api-keys.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { routesOutsideApiTable } from '../../http/routes-outside-api-table.js';

/**
 * Issue 34 §1: every endpoint of the shared API table and every other /api route, called with an API
 * key. Where the table's decision (or the route's) refuses the key, the answer is 403 with the key's
 * own message, for a body that is not even JSON: the refusal came before the body was read, so before
 * any handler. An endpoint left without enforcement answers otherwise (its handler's 200, or 400 for
 * the body) and fails here.
 */

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'data' in value;
const endpoints = Object.entries(shared)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>).filter(isEndpoint));
const keyOf = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** Public answers the same for everyone, kept ready (ready-answer.ts): they never read a caller, key or not. */
const sameForEveryone = new Set([
  'GET /api/site/subscriptionplans',
  'GET /api/site/subscriptionquotas',
  'GET /api/site/eula',
  'GET /api/site/howwework',
]);

/** The routes outside the table a key may call, and the scope it needs (their `config.apiKeyScope`). */
const allowedOutsideTable: Record<string, ApiKeyScope> = {
  'GET /api/app/contract/pdf': 'contracts:read',
  'GET /api/app/invoice/pdf': 'payments:read',
  'GET /api/v1/contract/sealedpdf': 'contracts:read',
};

/** The account data whose digest must not move while keys are refused. */
const watchedTables = [
  'users',
  'projects',
  'clients',
  'subcontractors',
  'contracts',
  'contract_events',
  'custom_terms',
  'businesses',
  'files',
  'subscriptions',
  'client_invoices',
  'client_payments',
  'payment_settings',
];

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  person = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);

async function digest(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    watchedTables.map(async (table) => {
      const result = await t.services.database.db.execute<{ digest: string | null }>(
        sql`select md5(string_agg(t::text, ',' order by t::text)) as digest from ${sql.identifier(table)} t`,
      );
      return [table, result.rows[0]?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The route called with the key: a write's body is not JSON, a path's parameters are made up. */
const callWith = (route: { method: string; path: string }, key: TestApiKey) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.path.replaceAll(/:\w+/g, 'made-up'),
    headers: { ...key.headers, ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(route.method === 'GET' ? {} : { payload: '{"Id":' }),
  });

/** Calls with a new key of `scopes` (revoked after, so the account stays under its active keys). */
async function answerWith(route: { method: string; path: string }, scopes: readonly ApiKeyScope[]) {
  const key = await apiKeyOf(t, person, scopes);
  try {
    return await callWith(route, key);
  } finally {
    await revokeApiKey(t, person, key);
  }
}

/** Expects the key refused before anything ran, with `message`, and nothing changed. */
async function expectRefused(
  route: { method: string; path: string },
  scopes: readonly ApiKeyScope[],
  message: string,
) {
  const before = await digest();
  const answer = await answerWith(route, scopes);
  expect(answer.statusCode, `${keyOf(route)}: ${answer.body}`).toBe(403);
  expect(answer.json().Content, keyOf(route)).toBe(message);
  expect(await digest(), `${keyOf(route)} changed data`).toEqual(before);
}

/** Expects the key through the guard: whatever the route answers next, not the key's refusal. */
async function expectLetThrough(route: { method: string; path: string }, scopes: readonly ApiKeyScope[]) {
  const answer = await answerWith(route, scopes);
  expect([401, 403, 429], `${keyOf(route)}: ${answer.body}`).not.toContain(answer.statusCode);
}

const otherScopes = (scope: ApiKeyScope) => apiKeyScopes.filter((one) => one !== scope);

describe('an API key on every endpoint of the table', () => {
  it.each(endpoints.map((e) => [keyOf(e), e] as const))('%s', async (key, e) => {
    // An endpoint whose feature is not in this build is left to api-table.test.ts.
    if (!t.app.hasRoute({ method: e.method, url: e.path })) return;
    if (e.access === 'public') {
      if (sameForEveryone.has(key)) await expectLetThrough(e, apiKeyScopes);
      else await expectRefused(e, apiKeyScopes, en('apiKeyNotAllowed'));
    } else if (e.keyScope === undefined) {
      throw new Error(`${key} has no keyScope decision`);
    } else if (e.keyScope === null) {
      await expectRefused(e, apiKeyScopes, en('apiKeyNotAllowed'));
    } else {
      await expectRefused(e, otherScopes(e.keyScope), en('apiKeyScopeMissing', { scope: e.keyScope }));
      await expectLetThrough(e, [e.keyScope]);
    }
  });
});

describe('an API key on every route outside the table', () => {
  it.each(routesOutsideApiTable.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    // Stripe's webhooks are routed only with a Stripe key configured.
    if (!t.app.hasRoute({ method: route.method, url: route.path })) return;
    const scope = allowedOutsideTable[key];
    if (!scope) {
      await expectRefused(route, apiKeyScopes, en('apiKeyNotAllowed'));
      return;
    }
    await expectRefused(route, otherScopes(scope), en('apiKeyScopeMissing', { scope }));
    await expectLetThrough(route, [scope]);
  });
});
