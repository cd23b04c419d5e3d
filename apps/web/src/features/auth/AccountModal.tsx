import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { getStored } from '../../lib/storage';
import { AccountTabs, type AccountTab } from './AccountTabs';
import type { SignUpPrefill } from './SignUpPanel';

export interface AccountModalRequest {
  tab: AccountTab;
  /** Prefilled sign-in account (the home page's `usr`). */
  account?: string;
  prefill?: SignUpPrefill;
  referral?: string;
}

type OpenAccountModal = (request: AccountModalRequest) => void;

const AccountModalContext = createContext<OpenAccountModal | null>(null);

/** Opens the sign-in / sign-up popup; null outside the public pages (links go to /Login there). */
export function useAccountModal(): OpenAccountModal | null {
  return useContext(AccountModalContext);
}

/** The sign-in and sign-up popups of the public pages (doc 1 §2), over whatever page is open. */
export function AccountModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<AccountModalRequest | null>(null);
  const open = useCallback<OpenAccountModal>((next) => setRequest(next), []);
  const value = useMemo(() => open, [open]);

  return (
    <AccountModalContext.Provider value={value}>
      {children}
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
    </AccountModalContext.Provider>
  );
}
