import type { TokenPair } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { signAccessToken, type AccessTokenKey } from './access-token.js';
import { hashToken, randomToken } from './secrets.js';
import { voidTicketsOfUser } from './two-factor.repository.js';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  retireRefreshToken,
  retiredTokenAfter,
  revokeSessionRow,
  revokeOtherSessionsOfUser,
  revokeSessionsOfUser,
  sessionIdOfToken,
  sessionIsOpen,
  type FoundToken,
} from './sessions.repository.js';

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

async function issue(
  db: Queryable,
  key: AccessTokenKey,
  userId: string,
  sessionId: string,
): Promise<IssuedTokens> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
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
export async function startSession(
  db: Queryable,
  key: AccessTokenKey,
  userId: string,
  meta: SessionMeta = {},
) {
  const sessionId = await insertSession(db, {
    userId,
    userAgent: (meta.userAgent ?? '').slice(0, 300),
    ip: meta.ip ?? '',
  });
  return issue(db, key, userId, sessionId);
}

const expired = () => new AppError(401, 'authSessionExpired');

/**
 * Whether a retired token is the one its session rotated last, a moment ago: two tabs or a retried
 * request presenting it are the user, not a thief. A token retired earlier, or one before it in the
 * family, is not.
 */
async function withinGrace(db: Queryable, found: FoundToken): Promise<boolean> {
  const usedAt = found.token.usedAt;
  if (!usedAt || Date.now() - usedAt.getTime() > refreshGraceSeconds * 1000) return false;
  return !(await retiredTokenAfter(db, found.session.id, usedAt));
}

/**
 * Exchanges a refresh token for a new pair and retires it. A retired token presented again means it
 * was copied: the whole family is revoked, the thief's copy and the user's alike, except for the
 * token rotated last within the grace window (as Auth0 and Okta allow), which gets a pair of its own
 * in the same session.
 */
export async function rotateRefreshToken(
  db: Queryable,
  key: AccessTokenKey,
  refreshToken: string,
): Promise<IssuedTokens> {
  const found = await findRefreshToken(db, hashToken(refreshToken));
  if (!found || found.session.revokedAt) throw expired();
  if (found.token.expiresAt.getTime() <= Date.now()) throw expired();
  if (!found.token.usedAt) {
    // Of two simultaneous uses one retires the token; the other then reads it as just rotated.
    if (await retireRefreshToken(db, found.token.id))
      return issue(db, key, found.session.userId, found.session.id);
  }
  const current = found.token.usedAt ? found : await findRefreshToken(db, hashToken(refreshToken));
  if (current && (await withinGrace(db, current))) {
    return issue(db, key, current.session.userId, current.session.id);
  }
  await revokeSession(db, found.session.id);
  throw expired();
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await revokeSessionRow(db, sessionId);
}

/**
 * Signs the account out everywhere (password change or reset), sign-ins waiting for their code
 * included: a ticket won with the old password must not outlive it.
 */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await revokeSessionsOfUser(db, userId);
  await voidTicketsOfUser(db, userId);
}

/** Signs the account out everywhere but this session (two-factor turned on). */
export async function revokeOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await revokeOtherSessionsOfUser(db, userId, keepSessionId);
}

/** The session a refresh token belongs to, if any (logout with a refresh token). */
export async function sessionOfRefreshToken(
  db: Queryable,
  refreshToken: string,
): Promise<string | undefined> {
  return sessionIdOfToken(db, hashToken(refreshToken));
}

export async function isSessionLive(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  return sessionIsOpen(db, sessionId, userId);
}
