import { createHash, randomBytes } from 'node:crypto';

/**
 * A recipient's signing key: 256 bits from the operating system's CSPRNG, written base64url (43
 * characters) in the link. Only its SHA-256 is stored, so a copy of the database opens no contract.
 */
export function newSigningKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashSigningKey(key) };
}

/** The stored form of a key (hex SHA-256); a fast hash suffices for 256 random bits. */
export function hashSigningKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A key as links carry it: anything else is not looked up at all. */
export const signingKeyPattern = /^[A-Za-z0-9_-]{43}$/;
