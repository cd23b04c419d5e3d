import { and, eq, isNull } from 'drizzle-orm';
import type { TokenPair } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { signAccessToken, type AccessTokenKey } from './access-token.js';
import { hashToken, randomToken } from './secrets.js';

export const refreshTokenTtlDays = 30;

export interface IssuedTokens extends TokenPair {
  accessExpires: Date;
}

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

async function issue(db: Db, key: AccessTokenKey, userId: string, sessionId: string): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + refreshTokenTtlDays * 86_400_000),
  });
  const access = await signAccessToken(key, { userId, sessionId });
  return {
    AccessToken: access.token,
    RefreshToken: refreshToken,
    AccessExpires: access.expires.toISOString(),
    accessExpires: access.expires,
  };
}

/** A new sign-in: a session (refresh-token family) and its first token pair. */
export async function startSession(db: Db, key: AccessTokenKey, userId: string, meta: SessionMeta = {}) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, userAgent: (meta.userAgent ?? '').slice(0, 300), ip: meta.ip ?? '' })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return issue(db, key, userId, session.id);
}

const expired = () => new AppError(401, 'authSessionExpired');

/**
 * Exchanges a refresh token for a new pair and retires it. A retired token presented again means it
 * was copied: the whole family is revoked, the thief's copy and the user's alike.
 */
export async function rotateRefreshToken(
  db: Db,
  key: AccessTokenKey,
  refreshToken: string,
): Promise<IssuedTokens> {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!found || found.session.revokedAt) throw expired();
  if (found.token.usedAt) {
    await revokeSession(db, found.session.id);
    throw expired();
  }
  if (found.token.expiresAt.getTime() <= Date.now()) throw expired();
  // Only one of two simultaneous uses may win; the loser is treated as reuse.
  const retired = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (retired.length === 0) {
    await revokeSession(db, found.session.id);
    throw expired();
  }
  return issue(db, key, found.session.userId, found.session.id);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs the account out everywhere (password change or reset). */
export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The session a refresh token belongs to, if any (logout with a refresh token). */
export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  return row?.sessionId;
}

export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row);
}
