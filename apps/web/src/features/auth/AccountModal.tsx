import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { LoadingOverlay } from '@mantine/core';
import { loadAuthLabels } from '../../i18n/loadLabels';
import type { AccountTab } from './AccountTabs';
import type { SignUpPrefill } from './SignUpPanel';

// The popup, its forms, their validation rules and their labels are downloaded when it first opens,
// not with the page.
const AccountPopup = lazy(async () => {
  const [popup] = await Promise.all([import('./AccountPopup'), loadAuthLabels()]);
  return { default: popup.AccountPopup };
});

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
  const [request, setRequest] = useState<AccountModalRequest | null>(null);
  // Once opened, the popup stays mounted so that it closes with its animation.
  const [used, setUsed] = useState(false);
  if (request && !used) setUsed(true);
  const open = useCallback<OpenAccountModal>((next) => setRequest(next), []);
  const value = useMemo(() => open, [open]);

  return (
    <AccountModalContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={<LoadingOverlay visible pos="fixed" />}>
          <AccountPopup request={request} setRequest={setRequest} />
        </Suspense>
      )}
    </AccountModalContext.Provider>
  );
}
