import { describe, expect, it, vi } from 'vitest';
import { endSession, isTokenExpired, onSessionEnd } from './session';
import { getStored, setStored } from './storage';
import { aUserInfo } from '../test/session';

const now = Date.parse('2026-06-01T12:00:00Z');

describe('isTokenExpired', () => {
  it('counts a missing token as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(undefined, now)).toBe(true);
  });

  it('counts a token without an expiry as expired', () => {
    expect(isTokenExpired({ AccessExpires: '' }, now)).toBe(true);
    expect(isTokenExpired({ AccessExpires: 'not a date' }, now)).toBe(true);
  });

  it('counts a token as expired once the current time is past its expiry', () => {
    expect(isTokenExpired({ AccessExpires: '2026-06-01T11:59:59Z' }, now)).toBe(true);
    expect(isTokenExpired({ AccessExpires: '2026-06-01T12:00:00Z' }, now)).toBe(false);
    expect(isTokenExpired({ AccessExpires: '2026-06-01T12:15:00Z' }, now)).toBe(false);
  });
});

describe('endSession', () => {
  it('forgets the stored data and tells the listeners', () => {
    setStored('user', aUserInfo());
    const listener = vi.fn();
    const unsubscribe = onSessionEnd(listener);

    endSession();
    unsubscribe();
    endSession();

    expect(getStored('user')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
