import { isTokenExpired } from '../../lib/session';
import { getStored } from '../../lib/storage';
import { useDeviceValue } from '../../lib/useDeviceValue';

const holdsLiveToken = () => !isTokenExpired(getStored('token'));
const holdsSession = () => getStored('token') !== null;

/** True when this device holds an access token that has not expired. Prerendered pages say false. */
export function useSignedIn(): boolean {
  return useDeviceValue(holdsLiveToken, false);
}

/**
 * True when this device holds a session, even one whose access token has run out (the sign-in guard
 * renews or ends it on the next signed-in page). Prerendered pages say false.
 */
export function useHasSession(): boolean {
  return useDeviceValue(holdsSession, false);
}
