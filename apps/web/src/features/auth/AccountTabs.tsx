import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalSignInButtons } from './ExternalSignInButtons';
import { SignInPanel } from './SignInPanel';
import { SignUpPanel, type SignUpPrefill } from './SignUpPanel';

export type AccountTab = 'signin' | 'signup';

export interface AccountTabsProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  /** The code-confirm view for the phone number an activation link confirmed. */
  preset?: boolean;
  /** Prefilled sign-in account (the preset phone number, or `usr`). */
  signInAccount?: string;
  prefill?: SignUpPrefill;
  referral?: string;
  /** After the registration message is read. */
  onRegistered: (email: string) => void;
  /** An external sign-in came back refused. */
  externalFailed?: boolean;
}

/** The Sign In and Create An Account tabs, shown by the login page and by the account popup. */
export function AccountTabs(props: AccountTabsProps) {
  const { t } = useTranslation();
  const { tab, preset = false, signInAccount = '' } = props;
  return (
    <Tabs
      value={tab}
      onChange={(value) => props.onTabChange(value === 'signup' ? 'signup' : 'signin')}
      keepMounted={false}
    >
      <Tabs.List grow mb="lg">
        <Tabs.Tab value="signin">{t('auth.tabSignIn')}</Tabs.Tab>
        <Tabs.Tab value="signup">{t('auth.tabSignUp')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="signin">
        <SignInPanel key={`${preset}|${signInAccount}`} preset={preset} account={signInAccount} />
        {!preset && <ExternalSignInButtons failed={props.externalFailed ?? false} />}
      </Tabs.Panel>
      <Tabs.Panel value="signup">
        <SignUpPanel
          key={JSON.stringify(props.prefill ?? {})}
          prefill={props.prefill}
          referral={props.referral}
          onRegistered={props.onRegistered}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
