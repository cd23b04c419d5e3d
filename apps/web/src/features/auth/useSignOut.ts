import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from '../../lib/session';

/** Signs out on this device and goes to the home page. The one place sign-out happens in the UI. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate('/');
  }, [navigate]);
}
