import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { apiKeys } from '../../db/schema/index.js';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** How often a key's last use is written: a busy key costs one write a minute, not one a request. */
const lastUsedEvery = sql`interval '1 minute'`;

/**
 * Holds the account's key creations one at a time until the transaction ends, so two creates at once
 * cannot both pass the count below the limit. An advisory lock: nothing else waits on it.
 */
export async function lockAccountKeys(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`api_keys:${userId}`}, 0))`);
}

export async function countActiveKeys(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.count ?? 0;
}

export async function insertKey(
  tx: Queryable,
  values: { userId: string; name: string; scopes: ApiKeyScope[]; tokenHash: string; last4: string },
): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('API key insert returned nothing');
  return row;
}

/** The account's keys: active first, then revoked, newest first within each. */
export async function keysOf(db: Queryable, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Locks one of the account's keys for revoking; undefined when the id is not the account's. */
export async function lockOwnedKey(
  tx: Queryable,
  userId: string,
  id: string,
): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
    .for('update');
  return row;
}

export async function markRevoked(tx: Queryable, id: string): Promise<ApiKeyRow> {
  const [row] = await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id)).returning();
  if (!row) throw new Error('API key update returned nothing');
  return row;
}

export interface ActiveKey {
  id: string;
  userId: string;
  scopes: ApiKeyScope[];
  /** Whether its last use was written within the minute, so this one need not be. */
  usedRecently: boolean;
}

/** The key not revoked whose token hashes to `tokenHash`. */
export async function activeKeyByHash(db: Queryable, tokenHash: string): Promise<ActiveKey | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      scopes: apiKeys.scopes,
      usedRecently: sql<boolean>`coalesce(${apiKeys.lastUsedAt} > now() - ${lastUsedEvery}, false)`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row;
}

/**
 * Writes the key's last use, unless another request (on any server) wrote it within the minute: the
 * condition in the UPDATE itself, so servers racing write it once.
 */
export async function touchLastUsed(db: Queryable, id: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - ${lastUsedEvery}`)),
      ),
    );
}
