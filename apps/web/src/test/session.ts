import type { TokenPair } from '@tradepact/shared';
import { setStored } from '../lib/storage';

/** A token pair whose access token is valid for another hour. */
export function validTokens(overrides: Partial<TokenPair> = {}): TokenPair {
  return {
    AccessToken: 'access-valid',
    RefreshToken: 'refresh-valid',
    AccessExpires: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** Stores a signed-in session on this device (what a sign-in leaves behind). */
export function storeSignedInSession(): TokenPair {
  const tokens = validTokens();
  setStored('token', tokens);
  setStored('user', { UserId: 'u1', UserName: 'pat@example.com' });
  return tokens;
}
