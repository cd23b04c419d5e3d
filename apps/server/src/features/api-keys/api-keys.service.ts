import { integrationLimits, type ApiKeyScope, type ApiKeySummary } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { apiKeyTokenHash, last4Of, newApiKeyToken } from './api-key-token.js';
import {
  activeKeyByHash,
  countActiveKeys,
  insertKey,
  keysOf,
  lockAccountKeys,
  lockOwnedKey,
  markRevoked,
  touchLastUsed,
  type ApiKeyRow,
} from './api-keys.repository.js';

const summaryOf = (row: ApiKeyRow): ApiKeySummary => ({
  Id: row.id,
  Name: row.name,
  Scopes: row.scopes,
  Last4: row.last4,
  CreatedTime: row.createdAt.toISOString(),
  LastUsedTime: row.lastUsedAt?.toISOString() ?? null,
  RevokedTime: row.revokedAt?.toISOString() ?? null,
});

/**
 * Settings › Integrations' API keys (issue 34 §1): made with a name and scopes, their token answered
 * once and kept only as its SHA-256, at most `maxActiveApiKeys` active at a time, revoked for good.
 */
export function apiKeysService(db: Db) {
  return {
    async list(userId: string): Promise<ApiKeySummary[]> {
      return (await keysOf(db, userId)).map(summaryOf);
    },

    /** `form` as the API table's schema leaves it: the name trimmed, each scope once. */
    async create(
      userId: string,
      form: { Name: string; Scopes: ApiKeyScope[] },
    ): Promise<{ Key: ApiKeySummary; Token: string }> {
      const token = newApiKeyToken();
      const row = await db.transaction(async (tx) => {
        await lockAccountKeys(tx, userId);
        const active = await countActiveKeys(tx, userId);
        if (active >= integrationLimits.maxActiveApiKeys) throw new AppError(409, 'apiKeyLimitReached');
        return insertKey(tx, {
          userId,
          name: form.Name,
          scopes: form.Scopes,
          tokenHash: apiKeyTokenHash(token),
          last4: last4Of(token),
        });
      });
      return { Key: summaryOf(row), Token: token };
    },

    /** Revokes one of the account's keys; another account's key is unknown here. */
    async revoke(userId: string, id: string): Promise<ApiKeySummary> {
      const row = await db.transaction(async (tx) => {
        const key = await lockOwnedKey(tx, userId, id);
        if (!key) throw notFound();
        if (key.revokedAt) throw new AppError(409, 'apiKeyAlreadyRevoked');
        return markRevoked(tx, key.id);
      });
      return summaryOf(row);
    },
  };
}

/** Who calls with an API key: the key and the account it acts as. */
export interface ApiKeyCaller {
  id: string;
  userId: string;
  scopes: ApiKeyScope[];
}

/**
 * The active key a token presented as `Authorization: Bearer tp_…` is, or undefined (unknown or
 * revoked). Its last use is written at most once a minute.
 */
export async function apiKeyCallerOf(db: Db, token: string): Promise<ApiKeyCaller | undefined> {
  const key = await activeKeyByHash(db, apiKeyTokenHash(token));
  if (!key) return undefined;
  if (!key.usedRecently) await touchLastUsed(db, key.id);
  return { id: key.id, userId: key.userId, scopes: key.scopes };
}
