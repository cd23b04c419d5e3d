import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeyPrefix,
  authApi,
  contractsApi,
  integrationLimits,
  integrationsApi,
  projectsApi,
  translate,
  type ApiKeySummary,
} from '@tradepact/shared';
import { apiKeyOf, revokeApiKey } from '../../../test/api-keys.js';
import {
  contractForm,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { apiKeys } from '../../db/schema/index.js';
import { apiKeyTokenHash } from './api-key-token.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const en = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate('en', key, params);

const listOf = async (who: TestUser) => {
  const answer = await t.app.inject({ method: 'GET', url: integrationsApi.keys.path, headers: who.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().Data as ApiKeySummary[];
};

const createAs = (who: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: integrationsApi.createKey.path,
    headers: who.headers,
    payload: payload as object,
  });

const revokeAs = (who: TestUser, id: string) =>
  t.app.inject({
    method: 'POST',
    url: integrationsApi.revokeKey.path,
    headers: who.headers,
    payload: { Id: id },
  });

const rowOf = async (id: string) => {
  const [row] = await t.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw new Error(`no key ${id}`);
  return row;
};

/** A request to an endpoint every contracts:read key may call, and that touches no account data. */
const readCategories = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: contractsApi.categories.path, headers });

describe('#integrations.createKey', () => {
  it('answers the token once, stores only its SHA-256 and last four characters, and lists the key without it', async () => {
    const who = await t.createUser();
    const answer = await createAs(who, { Name: '  Zapier  ', Scopes: ['contracts:read', 'contracts:read'] });
    expect(answer.statusCode, answer.body).toBe(200);
    const { Content, Data } = answer.json() as {
      Content: string;
      Data: { Key: ApiKeySummary; Token: string };
    };
    expect(Content).toBe(en('apiKeyCreated'));
    expect(Data.Token).toMatch(new RegExp(`^${apiKeyPrefix}[A-Za-z0-9_-]{43}$`));
    expect(Data.Key).toMatchObject({
      Name: 'Zapier',
      Scopes: ['contracts:read'],
      Last4: Data.Token.slice(-4),
      LastUsedTime: null,
      RevokedTime: null,
    });

    const row = await rowOf(Data.Key.Id);
    expect(row.tokenHash).toBe(apiKeyTokenHash(Data.Token));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(Data.Token);

    const listed = await t.app.inject({
      method: 'GET',
      url: integrationsApi.keys.path,
      headers: who.headers,
    });
    expect(listed.json().Data).toEqual([Data.Key]);
    expect(listed.body).not.toContain(Data.Token);
  });

  it('makes a different token each time', async () => {
    const who = await t.createUser();
    const [first, second] = [
      await apiKeyOf(t, who, ['payments:read']),
      await apiKeyOf(t, who, ['payments:read']),
    ];
    expect(first.token).not.toBe(second.token);
  });

  it('refuses a key without a name or a scope', async () => {
    const who = await t.createUser();
    const unnamed = await createAs(who, { Name: ' ', Scopes: ['contracts:read'] });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().Content).toBe(en('apiKeyNameRequired'));
    const unscoped = await createAs(who, { Name: 'Make', Scopes: [] });
    expect(unscoped.statusCode).toBe(400);
    expect(unscoped.json().Content).toBe(en('apiKeyScopesRequired'));
    expect(await listOf(who)).toEqual([]);
  });

  it(`refuses an account's key past ${integrationLimits.maxActiveApiKeys} active ones, and makes one again after a revoke`, async () => {
    const who = await t.createUser();
    const made = [];
    for (let i = 0; i < integrationLimits.maxActiveApiKeys; i += 1) {
      made.push(await apiKeyOf(t, who, ['contracts:read'], `Key ${i}`));
    }
    const refused = await createAs(who, { Name: 'One too many', Scopes: ['contracts:read'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Content).toBe(en('apiKeyLimitReached'));
    expect(await listOf(who)).toHaveLength(integrationLimits.maxActiveApiKeys);

    await revokeApiKey(t, who, made[0]!);
    const again = await createAs(who, { Name: 'In its place', Scopes: ['contracts:read'] });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('never makes more active keys than the limit when creates arrive at once', async () => {
    const who = await t.createUser();
    const tries = integrationLimits.maxActiveApiKeys + 4;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        createAs(who, { Name: `At once ${i}`, Scopes: ['contracts:read'] }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(integrationLimits.maxActiveApiKeys);
    expect(codes.filter((code) => code === 409)).toHaveLength(tries - integrationLimits.maxActiveApiKeys);
    expect(await listOf(who)).toHaveLength(integrationLimits.maxActiveApiKeys);
  });
});

describe('#integrations.keys', () => {
  it('lists active keys first, then revoked ones, newest first, and only the caller’s', async () => {
    const who = await t.createUser();
    const first = await apiKeyOf(t, who, ['contracts:read'], 'First');
    const second = await apiKeyOf(t, who, ['contracts:send'], 'Second');
    const third = await apiKeyOf(t, who, ['payments:read'], 'Third');
    await revokeApiKey(t, who, second);
    await apiKeyOf(t, other, ['contracts:read'], 'Someone else’s');
    const listed = await listOf(who);
    expect(listed.map((key) => key.Id)).toEqual([third.id, first.id, second.id]);
    expect(listed.map((key) => key.RevokedTime === null)).toEqual([true, true, false]);
  });
});

describe('#integrations.revokeKey', () => {
  it('revokes the key: it answers 401 from then on, and stays listed with its revoke time', async () => {
    const who = await t.createUser();
    const key = await apiKeyOf(t, who, ['contracts:read']);
    expect((await readCategories(key.headers)).statusCode).toBe(200);

    const answer = await revokeAs(who, key.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Content).toBe(en('apiKeyRevoked'));
    expect(answer.json().Data.RevokedTime).not.toBeNull();
    expect((await rowOf(key.id)).revokedAt).not.toBeNull();

    const refused = await readCategories(key.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().Content).toBe(en('apiKeyInvalid'));
    expect((await listOf(who)).map((listed) => listed.Id)).toEqual([key.id]);
  });

  it('says a key revoked twice was already revoked, and keeps its first revoke time', async () => {
    const who = await t.createUser();
    const key = await apiKeyOf(t, who, ['contracts:read']);
    await revokeApiKey(t, who, key);
    const { revokedAt } = await rowOf(key.id);
    const again = await revokeAs(who, key.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().Content).toBe(en('apiKeyAlreadyRevoked'));
    expect((await rowOf(key.id)).revokedAt).toEqual(revokedAt);
  });

  it('answers 404 for another account’s key and leaves it working', async () => {
    const key = await apiKeyOf(t, owner, ['contracts:read']);
    const refused = await revokeAs(other, key.id);
    expect(refused.statusCode).toBe(404);
    expect((await rowOf(key.id)).revokedAt).toBeNull();
    expect((await readCategories(key.headers)).statusCode).toBe(200);
  });
});

describe('Authorization: Bearer tp_…', () => {
  it('answers 401 with a clear message for a key that never existed, rather than taking it for a visitor', async () => {
    const unknown = `${apiKeyPrefix}${'A'.repeat(43)}`;
    // A signed-in endpoint, and a public one a visitor may call.
    for (const url of [contractsApi.categories.path, authApi.isCanadaIp.path]) {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${unknown}` },
      });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().Content).toBe(en('apiKeyInvalid'));
    }
  });

  it('is never read from the access cookie', async () => {
    const key = await apiKeyOf(t, await t.createUser(), ['contracts:read']);
    const answer = await readCategories({ cookie: `tp_access=${key.token}` });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().Content).toBe(en('commonUnauthorized'));
  });

  it('acts as its account: reads its own project and contract, and another account’s answer 404', async () => {
    await saveBusinessProfile(t, owner);
    const { projectId } = await projectWithParties(t, owner);
    const draft = await t.app.inject({
      method: 'POST',
      url: contractsApi.saveDraft.path,
      headers: owner.headers,
      payload: saveRequest(projectId, contractForm({ ScopeOfServices: 'Owned scope' })),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const contractId = draft.json().Data.Id as string;

    const mine = await apiKeyOf(t, owner, ['contracts:read']);
    const project = await t.app.inject({
      method: 'GET',
      url: `${projectsApi.read.path}?id=${projectId}`,
      headers: mine.headers,
    });
    expect(project.statusCode, project.body).toBe(200);
    expect(project.json().Data.Id).toBe(projectId);
    const contract = await t.app.inject({
      method: 'GET',
      url: `${contractsApi.read.path}?id=${contractId}`,
      headers: mine.headers,
    });
    expect(contract.statusCode, contract.body).toBe(200);
    expect(contract.body).toContain('Owned scope');

    const theirs = await apiKeyOf(t, other, ['contracts:read', 'contracts:send', 'payments:read']);
    for (const url of [
      `${projectsApi.read.path}?id=${projectId}`,
      `${contractsApi.read.path}?id=${contractId}`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: theirs.headers });
      expect(refused.statusCode, `${url}: ${refused.body}`).toBe(404);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: contractsApi.readList.path,
      headers: theirs.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(contractId);
  });

  it('writes with a key from anywhere: a Bearer request carries no cookie another site could ride on', async () => {
    const who = await t.createUser();
    await saveBusinessProfile(t, who);
    const { projectId } = await projectWithParties(t, who);
    const key = await apiKeyOf(t, who, ['contracts:send']);
    const answer = await t.app.inject({
      method: 'POST',
      url: contractsApi.saveDraft.path,
      headers: { ...key.headers, origin: 'https://elsewhere.example' },
      payload: saveRequest(projectId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('writes the key’s last use at most once a minute', async () => {
    const key = await apiKeyOf(t, await t.createUser(), ['contracts:read']);
    expect((await rowOf(key.id)).lastUsedAt).toBeNull();
    await readCategories(key.headers);
    const first = (await rowOf(key.id)).lastUsedAt;
    expect(first).not.toBeNull();
    await readCategories(key.headers);
    expect((await rowOf(key.id)).lastUsedAt).toEqual(first);

    await t.services.database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '61 seconds'` })
      .where(eq(apiKeys.id, key.id));
    const before = (await rowOf(key.id)).lastUsedAt;
    await readCategories(key.headers);
    expect((await rowOf(key.id)).lastUsedAt!.getTime()).toBeGreaterThan(before!.getTime());
  });
});

describe('the per-key rate limit', () => {
  it(`answers 429 past ${integrationLimits.apiKeyRequestsPerMinute} requests a minute, for that key only`, async () => {
    const who = await t.createUser();
    const busy = await apiKeyOf(t, who, ['contracts:read']);
    const calm = await apiKeyOf(t, who, ['contracts:read']);
    for (let i = 0; i < integrationLimits.apiKeyRequestsPerMinute; i += 1) {
      const answer = await readCategories(busy.headers);
      expect(answer.statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await readCategories(busy.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Content).toBe(
      en('apiKeyRateLimited', { max: integrationLimits.apiKeyRequestsPerMinute }),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await readCategories(calm.headers)).statusCode).toBe(200);
    expect((await readCategories(who.headers)).statusCode).toBe(200);
  });
});
