import { describe, expect, it } from 'vitest';
import { clearStored, getStored, setStored, storageKeys } from './storage';

describe('storage', () => {
  it('reads back what it stored, typed', () => {
    setStored('templatePopup', true);
    setStored('token', { AccessToken: 'a', RefreshToken: 'r', AccessExpires: '2030-01-01T00:00:00Z' });

    expect(getStored('templatePopup')).toBe(true);
    expect(getStored('token')?.RefreshToken).toBe('r');
  });

  it('answers null for a missing or unreadable value', () => {
    window.localStorage.setItem(storageKeys.user, '{not json');

    expect(getStored('business')).toBeNull();
    expect(getStored('user')).toBeNull();
  });

  it('clears its own keys and leaves the others alone', () => {
    setStored('business', { Name: 'Acme' });
    window.localStorage.setItem('someone-else', 'kept');

    clearStored();

    expect(getStored('business')).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');
  });
});
