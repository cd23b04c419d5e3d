import { SignJWT, jwtVerify } from 'jose';

export interface AccessTokenKey {
  secret: Uint8Array;
  issuer: string;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export const accessTokenTtlSeconds = 15 * 60;

export function accessTokenKey(secret: string): AccessTokenKey {
  return { secret: new TextEncoder().encode(secret), issuer: 'tradepact' };
}

export async function signAccessToken(
  key: AccessTokenKey,
  claims: AccessClaims,
  ttlSeconds = accessTokenTtlSeconds,
) {
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(key.issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key.secret);
  return { token, expires };
}

/** Clock difference between servers tolerated on the expiry bound, in seconds. */
const clockSkewSeconds = 60;

/** Claims of a token whose signature and bounds were checked, with its expiry (seconds since 1970). */
interface VerifiedToken extends AccessClaims {
  exp: number;
}

async function verifySignedToken(key: AccessTokenKey, token: string): Promise<VerifiedToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      issuer: key.issuer,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const latestExpiry = Date.now() / 1000 + accessTokenTtlSeconds + clockSkewSeconds;
    if (typeof payload.exp !== 'number' || payload.exp > latestExpiry) return undefined;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid, exp: payload.exp };
  } catch {
    return undefined;
  }
}

/** How many verified tokens a key remembers: the recently active sessions of one server. */
const rememberedCapacity = 1000;

/**
 * Tokens already verified under each key. The same token comes with every request of its 15 minutes,
 * and each check is an HMAC through WebCrypto's thread pool: a tenth of the server's time on My
 * Projects' page at 10 connections (issue 28 §3). Only what its signature proves is kept; whether the
 * session is still live is asked of the database on every request, so a logout anywhere still counts.
 */
const remembered = new WeakMap<AccessTokenKey, Map<string, VerifiedToken>>();

/**
 * The claims of a valid, unexpired token; undefined for anything else. A token must carry an expiry
 * no further ahead than one this server issues: jose alone accepts a token without `exp` forever.
 */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
): Promise<AccessClaims | undefined> {
  let known = remembered.get(key);
  if (!known) {
    known = new Map();
    remembered.set(key, known);
  }
  let verified = known.get(token);
  if (!verified) {
    verified = await verifySignedToken(key, token);
    if (!verified) return undefined;
    known.set(token, verified);
    // The oldest first: a Map iterates in insertion order.
    for (const oldest of known.keys()) {
      if (known.size <= rememberedCapacity) break;
      known.delete(oldest);
    }
  }
  // jose's own rule: expired once its second has come.
  if (verified.exp <= Math.floor(Date.now() / 1000)) {
    known.delete(token);
    return undefined;
  }
  return { userId: verified.userId, sessionId: verified.sessionId };
}
