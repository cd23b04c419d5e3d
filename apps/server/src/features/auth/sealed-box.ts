import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A key for one purpose, derived from the server's auth secret (HKDF-SHA256) rather than stored
 * beside what it protects: every server of a deployment shares the secret, so each derives the same
 * key, and a copy of the database alone holds none. `purpose` keeps each use's key apart.
 */
export function keyFromAuthSecret(authSecret: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'tradepact', purpose, 32));
}

const ivBytes = 12;
const tagBytes = 16;

/**
 * A secret the server must read back later (a signing link's key, a webhook's signing secret), sealed
 * with AES-256-GCM under a derived key: base64url of IV, tag and ciphertext.
 */
export function sealText(text: string, key: Buffer): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The text `sealed` holds; undefined when it was sealed under another key or altered. */
export function openSealedText(sealed: string, key: Buffer): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= ivBytes + tagBytes) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    const text = Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]);
    return text.toString('utf8');
  } catch {
    return undefined;
  }
}
