import { useEffect, useRef } from 'react';
import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { getStored } from '../../lib/storage';
import { toastError } from '../../lib/toast';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { AccountTabs, type AccountTab } from './AccountTabs';
import { takeExternalReturn } from './returnPath';
import { useCompleteSignIn } from './useCompleteSignIn';

/**
 * Completes an external (Apple, Google) sign-in: the backend returns to /login?token=… with a one-time
 * ticket, which is exchanged for a token pair; then the usual sign-in completion runs.
 */
function ExternalSignIn({ token }: { token: string }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [, setParams] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = takeExternalReturn();
    void call(authApi.externalExchange, { token }, { toast: false })
      .then((answer) => (answer.Type === 200 ? completeSignIn(answer.Data, returnTo) : false))
      .then((done) => {
        if (done) return;
        toastError(t('auth.externalFailed'));
        setParams({ t: 'signin' }, { replace: true });
      });
  }, [token, completeSignIn, setParams, t]);

  return (
    <Center mih={240} role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>{t('auth.signingIn')}</Text>
      </Stack>
    </Center>
  );
}

/**
 * The login page, /Login and /login (doc 1 §2). Query: t (containing 'signup' opens Create An
 * Account), email / firstname|firstName / lastname|lastName / phone prefill the sign-up, ref is the
 * referral code, usr prefills the sign-in, s=preset with account opens the code-confirm view, token
 * completes an external sign-in, next is the page to open after sign-in (see returnPath.ts).
 */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.tabSignIn'));
  const [params, setParams] = useSearchParams();

  const token = params.get('token');
  const preset = params.get('s')?.toLowerCase() === 'preset';
  const tab: AccountTab =
    !preset && (params.get('t') ?? '').toLowerCase().includes('signup') ? 'signup' : 'signin';
  const signInAccount = (preset ? params.get('account') : params.get('usr')) ?? '';
  const prefill = {
    email: params.get('email') ?? undefined,
    firstName: params.get('firstName') ?? params.get('firstname') ?? undefined,
    lastName: params.get('lastName') ?? params.get('lastname') ?? undefined,
    phone: params.get('phone') ?? undefined,
  };
  const referral = params.get('ref') ?? getStored('referralCode') ?? undefined;

  const selectTab = (value: AccountTab) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('s');
      next.set('t', value);
      return next;
    });

  return (
    <Container size="xs" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
            {t('auth.pageTitle')}
          </Title>
          {token ? (
            <ExternalSignIn token={token} />
          ) : (
            <AccountTabs
              tab={tab}
              onTabChange={selectTab}
              preset={preset}
              signInAccount={signInAccount}
              prefill={prefill}
              referral={referral}
              onRegistered={(email) => setParams({ t: 'signin', usr: email })}
              externalFailed={params.get('error') === 'external'}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
