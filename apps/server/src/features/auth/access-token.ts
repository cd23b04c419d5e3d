import { SignJWT, jwtVerify } from 'jose';

export interface AccessTokenKey {
  secret: Uint8Array;
  issuer: string;
}

export function accessTokenKey(secret: string): AccessTokenKey {
  return { secret: new TextEncoder().encode(secret), issuer: 'tradepact' };
}

export async function signAccessToken(key: AccessTokenKey, userId: string, ttlSeconds = 15 * 60) {
  const expires = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(key.issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key.secret);
  return { token, expires };
}

/** The user id of a valid, unexpired token; undefined for anything else. */
export async function verifyAccessToken(key: AccessTokenKey, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key.secret, { issuer: key.issuer, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
