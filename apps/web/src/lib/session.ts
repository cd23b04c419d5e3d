import type { TokenPair } from '@tradepact/shared';
import { clearStored } from './storage';

/** Doc 1 §4: a token counts as expired when it has no expiry or the current time is past it. */
export function isTokenExpired(
  token: Pick<TokenPair, 'AccessExpires'> | null | undefined,
  now: number = Date.now(),
): boolean {
  const expires = token?.AccessExpires ? Date.parse(token.AccessExpires) : Number.NaN;
  return Number.isNaN(expires) || now > expires;
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Runs `listener` whenever the session ends (e.g. to forget cached answers). Returns an unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

/** Signs out on this device: forgets the stored user, tokens and flags. The caller decides where to go. */
export function endSession(): void {
  clearStored();
  for (const listener of sessionEndListeners) listener();
}
