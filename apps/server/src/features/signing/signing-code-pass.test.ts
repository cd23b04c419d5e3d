import { describe, expect, it } from 'vitest';
import { issuePass, passCookieName, passOpens, signingCodeKeys } from './signing-code-pass.js';
import { signingLinkKey } from './signing-keys.js';

const secret = new TextEncoder().encode('a test auth secret of enough length');
const keys = signingCodeKeys(secret);
const signer = '0d6c1f4e-8a57-4a57-9d1c-6f2b3c4d5e6f';
const other = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the pass of a browser that entered the right code', () => {
  it("opens its own signer's key for 12 hours, and no other's", () => {
    const now = Date.UTC(2026, 10, 28, 14, 0);
    const pass = issuePass(keys.pass, signer, now);
    expect(pass.name).toBe(passCookieName(signer));
    expect(pass.expires.getTime() - now).toBe(12 * 3_600_000);
    expect(passOpens(keys.pass, signer, pass.value, now + 11 * 3_600_000)).toBe(true);
    expect(passOpens(keys.pass, signer, pass.value, now + 12 * 3_600_000)).toBe(false);
    expect(passOpens(keys.pass, other, pass.value, now)).toBe(false);
  });

  it('is refused altered, made under another secret, or missing', () => {
    const pass = issuePass(keys.pass, signer);
    const [expires, mac] = pass.value.split('.');
    expect(passOpens(keys.pass, signer, `${Number(expires) + 3600}.${mac}`)).toBe(false);
    const elsewhere = signingCodeKeys(new TextEncoder().encode('another deployment secret'));
    expect(passOpens(elsewhere.pass, signer, pass.value)).toBe(false);
    expect(passOpens(keys.pass, signer, undefined)).toBe(false);
    expect(passOpens(keys.pass, signer, 'garbage')).toBe(false);
  });

  it('derives the code key and the pass key apart from each other and from the links key', () => {
    const links = signingLinkKey(secret);
    expect(keys.code.equals(keys.pass)).toBe(false);
    expect(keys.code.equals(links) || keys.pass.equals(links)).toBe(false);
  });
});
