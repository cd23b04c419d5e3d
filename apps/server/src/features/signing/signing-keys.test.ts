import { describe, expect, it } from 'vitest';
import {
  hashSigningKey,
  newSigningKey,
  openSigningKey,
  sealSigningKey,
  signingKeyPattern,
  signingLinkKey,
} from './signing-keys.js';

const linkKey = signingLinkKey(new TextEncoder().encode('an auth secret of more than thirty-two characters'));

describe('signing keys', () => {
  it('are 43 base64url characters, found by their SHA-256', () => {
    const { key, hash } = newSigningKey();
    expect(key).toMatch(signingKeyPattern);
    expect(hash).toBe(hashSigningKey(key));
    expect(hash).not.toContain(key);
  });

  it('open again from their sealed form under the same link key, which never holds the key in clear', () => {
    const { key } = newSigningKey();
    const sealed = sealSigningKey(key, linkKey);
    expect(sealed).not.toContain(key);
    expect(openSigningKey(sealed, linkKey)).toBe(key);
    // A new IV each time: two seals of one key differ.
    expect(sealSigningKey(key, linkKey)).not.toBe(sealed);
  });

  it('do not open under another secret, nor once altered', () => {
    const { key } = newSigningKey();
    const sealed = sealSigningKey(key, linkKey);
    const otherKey = signingLinkKey(new TextEncoder().encode('another auth secret of thirty-two characters'));
    expect(openSigningKey(sealed, otherKey)).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(openSigningKey(bytes.toString('base64url'), linkKey)).toBeUndefined();
    expect(openSigningKey('', linkKey)).toBeUndefined();
  });
});
