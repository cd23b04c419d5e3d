import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '@tradepact/shared';

/** An unguessable token for links and refresh tokens (256 bits). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Lookup hash of a high-entropy token (refresh token, activation key): safe to store. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A six-digit code; leading zeros kept. */
export const randomCode = () =>
  String(randomInt(0, 10 ** limits.verificationCodeDigits)).padStart(limits.verificationCodeDigits, '0');

/**
 * Keyed hash of a short code: a copy of the database alone does not let anyone try the million
 * possible codes offline.
 */
export const hashCode = (key: Uint8Array, code: string) =>
  createHmac('sha256', key).update(code).digest('hex');

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
