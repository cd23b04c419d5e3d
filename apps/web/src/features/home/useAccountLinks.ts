import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { hasCode } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { setStored } from '../../lib/storage';
import { toastSuccess } from '../../lib/toast';
import { useAccountModal } from '../auth/AccountModal';
import { presetPath, signInAsPath, signUpPath } from '../auth/paths';

/**
 * The home page's query parameters (doc 1 §2):
 * - ref + key + email: the sign-up popup with the email prefilled and the referral code kept;
 * - key: the activation check (GET /api/common/readkey); 'Your account has been activated
 *   successfully' with a phone number opens the login page's preset view for that number; a failure
 *   shows its Content (toasted by the API client);
 * - usr: the sign-in popup with the username prefilled;
 * - ref alone: the referral code is kept for a later sign-up.
 */
export function useAccountLinks(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openAccount = useAccountModal();
  const handled = useRef<string | null>(null);
  const search = params.toString();

  useEffect(() => {
    // Once per address: an activation key works only once.
    if (!search || handled.current === search) return;
    handled.current = search;
    const query = new URLSearchParams(search);
    const key = query.get('key');
    const ref = query.get('ref');
    const email = query.get('email');
    const usr = query.get('usr');

    if (ref) setStored('referralCode', ref);
    if (ref && key && email) {
      if (openAccount) openAccount({ tab: 'signup', prefill: { email }, referral: ref });
      else void navigate(signUpPath({ email, ref }), { replace: true });
      return;
    }
    if (key) {
      void call(authApi.readKey, { key }).then((answer) => {
        if (answer.Type !== 200) return;
        // The same call answers a payment's return (doc 3 §7); only an activation carries a phone.
        const phone = answer.Data && 'PhoneNumber' in answer.Data ? answer.Data.PhoneNumber : undefined;
        if (hasCode(answer, 'authAccountActivated') && phone) {
          toastSuccess(answer.Content);
          void navigate(presetPath(phone), { replace: true });
        } else if (answer.Content) {
          toastSuccess(answer.Content);
        }
      });
      return;
    }
    if (!usr) return;
    if (openAccount) openAccount({ tab: 'signin', account: usr });
    else void navigate(signInAsPath(usr), { replace: true });
  }, [search, navigate, openAccount]);
}
