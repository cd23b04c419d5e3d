import { createHmac } from 'node:crypto';
import { signingCodeRules } from '@tradepact/shared';
import { keyFromAuthSecret } from '../auth/sealed-box.js';
import { constantTimeEqual } from '../auth/secrets.js';

/**
 * The keys of the code before opening (issue 32 §4), derived from the server's auth secret (HKDF-SHA256)
 * as the signing links' key is (signing-keys.ts): every server of a deployment derives the same ones,
 * and none is stored. `code` hashes the texted codes; `pass` signs the cookie of a browser that entered
 * the right one.
 */
export function signingCodeKeys(authSecret: Uint8Array): { code: Buffer; pass: Buffer } {
  return {
    code: keyFromAuthSecret(authSecret, 'signing codes'),
    pass: keyFromAuthSecret(authSecret, 'signing code pass'),
  };
}

/** One cookie per signer, so that two signers on one device each keep theirs. */
export const passCookieName = (signerId: string) => `tp_code_${signerId}`;

/** Where the browser sends it: the key endpoints only. */
export const passCookiePath = '/api/app/contract';

const mac = (key: Buffer, signerId: string, expires: number) =>
  createHmac('sha256', key).update(`${signerId}.${expires}`).digest('base64url');

/**
 * The cookie a browser gets for entering the right code: its expiry (seconds since the epoch) and an
 * HMAC over the signer's id and that expiry. Nothing is kept on the server, so any server accepts it.
 */
export function issuePass(key: Buffer, signerId: string, now = Date.now()) {
  const expires = Math.floor(now / 1000) + signingCodeRules.openHours * 3600;
  return {
    name: passCookieName(signerId),
    value: `${expires}.${mac(key, signerId, expires)}`,
    expires: new Date(expires * 1000),
  };
}

/** Whether a cookie's value is this signer's pass, unexpired. */
export function passOpens(key: Buffer, signerId: string, value: string | undefined, now = Date.now()) {
  const [expires = '', signature = ''] = (value ?? '').split('.');
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return false;
  return constantTimeEqual(signature, mac(key, signerId, Number(expires)));
}
