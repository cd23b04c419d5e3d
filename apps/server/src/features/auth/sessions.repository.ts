import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { refreshTokens, sessions } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export interface FoundToken {
  token: RefreshTokenRow;
  session: SessionRow;
}

/** Opens a session (a refresh-token family); answers its id. */
export async function insertSession(
  db: Queryable,
  values: { userId: string; userAgent: string; ip: string },
): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return session.id;
}

export async function insertRefreshToken(
  db: Queryable,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token with this hash and its session. */
export async function findRefreshToken(db: Queryable, tokenHash: string): Promise<FoundToken | undefined> {
  const [found] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return found;
}

/** Whether the session retired a token after `usedAt`. */
export async function retiredTokenAfter(db: Queryable, sessionId: string, usedAt: Date): Promise<boolean> {
  const [later] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), gt(refreshTokens.usedAt, usedAt)))
    .limit(1);
  return Boolean(later);
}

/** Retires the token unless it already is; answers whether this call retired it. */
export async function retireRefreshToken(db: Queryable, tokenId: string): Promise<boolean> {
  const retired = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return retired.length > 0;
}

export async function revokeSessionRow(db: Queryable, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Queryable, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of the user except `keepSessionId`. */
export async function revokeOtherSessionsOfUser(
  db: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** The session of the refresh token with this hash, if any. */
export async function sessionIdOfToken(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId;
}

const openSession = preparedPerDatabase((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('session-is-open'),
);

/** Whether the user's session is open (not revoked): asked by every signed-in request. */
export async function sessionIsOpen(db: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await openSession(db).execute({ sessionId, userId });
  return Boolean(row);
}
