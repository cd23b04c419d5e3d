import { useEffect, useState } from 'react';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../../lib/http';
import { useUserInfo } from '../../billing/useSubscriptionStatus';
import { usePostSignInPopupsBusy } from '../../content/postSignInBusy';

/**
 * Doc 2 §2's first-time hint of the add button, shown once per account (issue 29 §4): the server
 * keeps that it was shown, so another device or browser does not show it again. Only this visit's
 * answer counts: nothing kept on the device, and nothing while a post-sign-in popup is open.
 */
export function useFirstProjectHint(ready: boolean) {
  const info = useUserInfo({ fresh: true });
  const postSignInBusy = usePostSignInPopupsBusy();
  const [dismissed, setDismissed] = useState(false);
  const due =
    ready &&
    !postSignInBusy &&
    info.isFetchedAfterMount &&
    !info.isError &&
    info.data?.Metadata.FirstProjectHintSeen === false;

  // Shown is seen: a later visit, here or elsewhere, reads that it was.
  useEffect(() => {
    if (due) void call(authApi.firstProjectHintSeen, undefined, { toast: false });
  }, [due]);

  return { shown: due && !dismissed, dismiss: () => setDismissed(true) };
}
