import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { getStored } from '../../lib/storage';
import type { AccountModalRequest } from './AccountModal';
import { AccountTabs } from './AccountTabs';

interface AccountPopupProps {
  request: AccountModalRequest | null;
  setRequest: Dispatch<SetStateAction<AccountModalRequest | null>>;
}

/** The sign-in and sign-up popup itself, loaded by AccountModalProvider when first opened. */
export function AccountPopup({ request, setRequest }: AccountPopupProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={request !== null}
      onClose={() => setRequest(null)}
      title={t(request?.tab === 'signup' ? 'auth.tabSignUp' : 'auth.tabSignIn')}
      size="md"
    >
      {request && (
        <AccountTabs
          tab={request.tab}
          onTabChange={(tab) => setRequest((previous) => ({ ...(previous ?? {}), tab }))}
          signInAccount={request.account}
          prefill={request.prefill}
          referral={request.referral ?? getStored('referralCode') ?? undefined}
          onRegistered={(email) => setRequest({ tab: 'signin', account: email })}
        />
      )}
    </AppModal>
  );
}
