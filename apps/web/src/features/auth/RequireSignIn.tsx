import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouteFallback } from '../../components/RouteFallback';
import { refreshSession } from '../../lib/http';
import { endSession, isTokenExpired } from '../../lib/session';
import { getStored } from '../../lib/storage';
import { signInPathFor } from './returnPath';

type Access = 'allowed' | 'refreshing' | 'denied';

function currentAccess(): Access {
  const token = getStored('token');
  if (token && !isTokenExpired(token)) return 'allowed';
  return token?.RefreshToken ? 'refreshing' : 'denied';
}

/**
 * The sign-in guard around the signed-in pages (doc 1 §4). An unexpired access token lets the user in;
 * an expired one is renewed with the refresh token; with neither, stored data is cleared and the user
 * goes to /login, which opens the page asked for after sign-in. Checked on entry and on each move
 * between signed-in pages.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { pathname } = location;
  const signInPath = signInPathFor(location);
  const navigate = useNavigate();
  const [checked, setChecked] = useState({ pathname, access: currentAccess() });
  // A move to another signed-in page checks again (the token may have expired meanwhile).
  if (checked.pathname !== pathname) setChecked({ pathname, access: currentAccess() });
  const { access } = checked;

  useEffect(() => {
    if (access === 'denied') {
      endSession();
      void navigate(signInPath, { replace: true });
      return;
    }
    if (access !== 'refreshing') return;
    let current = true;
    refreshSession().then(
      (renewed) => {
        if (current) setChecked((previous) => ({ ...previous, access: renewed ? 'allowed' : 'denied' }));
      },
      // The server could not be reached: keep the session; the pages' own calls will try again.
      () => {
        if (current) setChecked((previous) => ({ ...previous, access: 'allowed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [access, navigate, signInPath]);

  return access === 'allowed' ? children : <RouteFallback />;
}
