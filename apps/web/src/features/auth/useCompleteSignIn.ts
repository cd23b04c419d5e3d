import { useCallback } from 'react';
import { type TokenPair } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../lib/http';
import { endSession } from '../../lib/session';
import { setStored } from '../../lib/storage';
import { signedInHome, tokenPairOf } from './api';
import { returnParam, safeReturnPath } from './returnPath';

/**
 * After any successful sign-in (password, code, preset, external): keep the token pair, read and keep
 * the user info, then open the page asked for (the login page's `next`, or `returnTo` given by an
 * external sign-in), else My Profile. Answers false (signed out again, the failure toasted by the
 * API client) when the user info cannot be read.
 */
export function useCompleteSignIn(): (tokens: TokenPair, returnTo?: string | null) => Promise<boolean> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get(returnParam);
  return useCallback(
    async (tokens: TokenPair, returnTo?: string | null) => {
      setStored('token', tokenPairOf(tokens));
      const info = await call(authApi.userInfo);
      if (info.Type !== 200 || !info.Data) {
        endSession();
        return false;
      }
      setStored('user', info.Data);
      await navigate(safeReturnPath(returnTo ?? asked) ?? signedInHome);
      return true;
    },
    [navigate, asked],
  );
}
