import { useState } from 'react';
import { isTokenExpired } from '../../lib/session';
import { getStored } from '../../lib/storage';

/** True when this device holds an access token that has not expired (read once per mount). */
export function useSignedIn(): boolean {
  const [signedIn] = useState(() => !isTokenExpired(getStored('token')));
  return signedIn;
}
