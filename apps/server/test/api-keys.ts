import { integrationsApi, type ApiKeyScope, type ApiKeySummary } from '@tradepact/shared';
import type { TestApp, TestUser } from './test-app.js';

export interface TestApiKey {
  id: string;
  token: string;
  headers: { authorization: string };
}

/** A key of `who`'s account with `scopes`, made through Settings › Integrations as a person makes it. */
export async function apiKeyOf(
  t: TestApp,
  who: TestUser,
  scopes: readonly ApiKeyScope[],
  name = 'Zapier',
): Promise<TestApiKey> {
  const answer = await t.app.inject({
    method: 'POST',
    url: integrationsApi.createKey.path,
    headers: who.headers,
    payload: { Name: name, Scopes: scopes },
  });
  if (answer.statusCode !== 200) throw new Error(`key create failed: ${answer.body}`);
  const { Key, Token } = answer.json().Data as { Key: ApiKeySummary; Token: string };
  return { id: Key.Id, token: Token, headers: { authorization: `Bearer ${Token}` } };
}

/** Revokes the key as its account's person does. */
export async function revokeApiKey(t: TestApp, who: TestUser, key: TestApiKey): Promise<void> {
  const answer = await t.app.inject({
    method: 'POST',
    url: integrationsApi.revokeKey.path,
    headers: who.headers,
    payload: { Id: key.id },
  });
  if (answer.statusCode !== 200) throw new Error(`key revoke failed: ${answer.body}`);
}
