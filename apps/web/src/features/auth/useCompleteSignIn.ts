import { useCallback } from 'react';
import type { TokenPair } from '@tradepact/shared';
import { useNavigate } from 'react-router';
import { get } from '../../lib/http';
import { endSession } from '../../lib/session';
import { setStored, type StoredUser } from '../../lib/storage';
import { authApi, signedInHome, tokenPairOf } from './api';

/**
 * After any successful sign-in (password, code, preset, external): keep the token pair, read and keep
 * the user info, then open My Profile. Answers false (signed out again, the failure toasted by the
 * API client) when the user info cannot be read.
 */
export function useCompleteSignIn(): (tokens: TokenPair) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (tokens: TokenPair) => {
      setStored('token', tokenPairOf(tokens));
      const info = await get<StoredUser | null>(authApi.userInfo);
      if (info.Type !== 200 || !info.Data) {
        endSession();
        return false;
      }
      setStored('user', info.Data);
      await navigate(signedInHome);
      return true;
    },
    [navigate],
  );
}
