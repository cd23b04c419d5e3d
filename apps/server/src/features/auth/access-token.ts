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

/**
 * The claims of a valid, unexpired token; undefined for anything else. A token must carry an expiry
 * no further ahead than one this server issues: jose alone accepts a token without `exp` forever.
 */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.secret, {
      issuer: key.issuer,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const latestExpiry = Date.now() / 1000 + accessTokenTtlSeconds + clockSkewSeconds;
    if (typeof payload.exp !== 'number' || payload.exp > latestExpiry) return undefined;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
