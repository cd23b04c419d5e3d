import { createHash, randomBytes } from 'node:crypto';
import { keyFromAuthSecret, openSealedText, sealText } from '../auth/sealed-box.js';

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
 * from the server's auth secret (sealed-box.ts), so each server can resend what another sent.
 */
export function signingLinkKey(authSecret: Uint8Array): Buffer {
  return keyFromAuthSecret(authSecret, 'signing links');
}

/** A signing key sealed under the link key (AES-256-GCM). */
export function sealSigningKey(key: string, linkKey: Buffer): string {
  return sealText(key, linkKey);
}

/** The signing key `sealed` holds; undefined when it was sealed under another key or altered. */
export function openSigningKey(sealed: string, linkKey: Buffer): string | undefined {
  return openSealedText(sealed, linkKey);
}
