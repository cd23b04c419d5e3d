import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenPair } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { signAccessToken, type AccessTokenKey } from './access-token.js';
import { hashToken, randomToken } from './secrets.js';

export const refreshTokenTtlDays = 30;
/** How long the token just rotated may be presented again (a second tab, a retried request). */
export const refreshGraceSeconds = 30;

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

type FoundToken = { token: typeof refreshTokens.$inferSelect; session: typeof sessions.$inferSelect };

async function findRefreshToken(db: Db, refreshToken: string): Promise<FoundToken | undefined> {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  return found;
}

/**
 * Whether a retired token is the one its session rotated last, a moment ago: two tabs or a retried
 * request presenting it are the user, not a thief. A token retired earlier, or one before it in the
 * family, is not.
 */
async function withinGrace(db: Db, found: FoundToken): Promise<boolean> {
  const usedAt = found.token.usedAt;
  if (!usedAt || Date.now() - usedAt.getTime() > refreshGraceSeconds * 1000) return false;
  const [later] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, found.session.id), gt(refreshTokens.usedAt, usedAt)))
    .limit(1);
  return !later;
}

/**
 * Exchanges a refresh token for a new pair and retires it. A retired token presented again means it
 * was copied: the whole family is revoked, the thief's copy and the user's alike, except for the
 * token rotated last within the grace window (as Auth0 and Okta allow), which gets a pair of its own
 * in the same session.
 */
export async function rotateRefreshToken(
  db: Db,
  key: AccessTokenKey,
  refreshToken: string,
): Promise<IssuedTokens> {
  const found = await findRefreshToken(db, refreshToken);
  if (!found || found.session.revokedAt) throw expired();
  if (found.token.expiresAt.getTime() <= Date.now()) throw expired();
  if (!found.token.usedAt) {
    // Of two simultaneous uses one retires the token; the other then reads it as just rotated.
    const retired = await db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, found.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (retired.length > 0) return issue(db, key, found.session.userId, found.session.id);
  }
  const current = found.token.usedAt ? found : await findRefreshToken(db, refreshToken);
  if (current && (await withinGrace(db, current))) {
    return issue(db, key, current.session.userId, current.session.id);
  }
  await revokeSession(db, found.session.id);
  throw expired();
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
