import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { endSession } from '../../lib/session';
import { getStored } from '../../lib/storage';

/**
 * Signs out (the one place sign-out happens in the UI): tells the server to end the session, forgets
 * what this device stored, and goes to the home page. A failed logout call still signs out here.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getStored('token');
    if (token) {
      await call(authApi.logout, token.RefreshToken ? { refreshToken: token.RefreshToken } : {}, {
        toast: false,
      });
    }
    endSession();
    await navigate('/');
  }, [navigate]);
}
