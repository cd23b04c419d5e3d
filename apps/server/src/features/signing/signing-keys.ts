import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A recipient's signing key: 256 bits from the operating system's CSPRNG, written base64url (43
 * characters) in the link. Its SHA-256 finds the signer; the key itself is kept only sealed under
 * the link key (below), so a copy of the database opens no contract.
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

/**
 * The key that seals signing keys for a resend (issue 32 §1: a resend sends the same link), derived
 * from the server's auth secret (HKDF-SHA256) rather than stored beside what it seals. Every server
 * of a deployment shares the secret, so each can resend what another sent.
 */
export function signingLinkKey(authSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'tradepact', 'signing links', 32));
}

const ivBytes = 12;
const tagBytes = 16;

/** A signing key sealed under the link key (AES-256-GCM): base64url of IV, tag and ciphertext. */
export function sealSigningKey(key: string, linkKey: Buffer): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', linkKey, iv);
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The signing key `sealed` holds; undefined when it was sealed under another key or altered. */
export function openSigningKey(sealed: string, linkKey: Buffer): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', linkKey, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    const key = Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]);
    return key.toString('utf8');
  } catch {
    return undefined;
  }
}
