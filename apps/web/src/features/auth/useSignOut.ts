import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { endSession } from '../../lib/session';
import { getStored } from '../../lib/storage';

/**
 * Signs out (the one place sign-out happens in the UI): forgets what this device stored, goes to the
 * home page, and tells the server to end the session of the refresh token. The device forgets first,
 * so a request still in flight that the ended session turns into a 401 finds no session to send to
 * the sign-in page. A failed logout call still signs out here.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = getStored('token')?.RefreshToken;
    endSession();
    await navigate('/');
    if (refreshToken) await call(authApi.logout, { refreshToken }, { toast: false });
  }, [navigate]);
}
