import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenKey, signAccessToken, verifyAccessToken } from './access-token.js';

const claims = { userId: 'user-1', sessionId: 'session-1' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('answers the claims of a token it signed, each time it is presented', async () => {
    const key = accessTokenKey('a secret long enough for HS256 tokens');
    const { token } = await signAccessToken(key, claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
  });

  it('refuses a token it already verified once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    const key = accessTokenKey('a secret long enough for HS256 tokens');
    const { token, expires } = await signAccessToken(key, claims, 60);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    vi.setSystemTime(expires);
    expect(await verifyAccessToken(key, token)).toBeUndefined();
  });

  it('refuses under another key a token verified under one', async () => {
    const key = accessTokenKey('a secret long enough for HS256 tokens');
    const { token } = await signAccessToken(key, claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    expect(
      await verifyAccessToken(accessTokenKey('another secret of the same length!!'), token),
    ).toBeUndefined();
  });

  it('refuses a token whose signature was altered', async () => {
    const key = accessTokenKey('a secret long enough for HS256 tokens');
    const { token } = await signAccessToken(key, claims);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(key, altered)).toBeUndefined();
  });
});
