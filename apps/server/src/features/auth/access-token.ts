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

/** The claims of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.secret, { issuer: key.issuer, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return undefined;
  }
}
