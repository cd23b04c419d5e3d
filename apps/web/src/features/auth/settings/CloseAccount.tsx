import { useState, type FormEvent } from 'react';
import { Button, Group, List, PasswordInput, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { hasCode, recordRetentionYears } from '@tradepact/shared';
import { accountClosingApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../components/AppModal';
import { FormSection } from '../../../components/FormSection';
import { call, dataOf } from '../../../lib/http';
import { endSession } from '../../../lib/session';
import { toastError, toastSuccess } from '../../../lib/toast';
import { VerifyIdentityModal, type Verification } from './VerifyIdentityModal';

const closingAskKey = ['identity', 'closeaccount'] as const;

type Outcome = 'closed' | 'verify' | 'failed';

/**
 * Settings → "Close my account" (issue 18 §4): a confirmation saying what goes and what stays, the
 * password (none for a Google or Apple account), then the identity check's code; once closed, the
 * session is already gone on the server, so this device forgets it and goes home.
 */
export function CloseAccount() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const ask = useQuery({
    queryKey: closingAskKey,
    queryFn: async ({ signal }) =>
      dataOf(await call(accountClosingApi.closingAsk, undefined, { signal, toast: false })),
  });
  const hasPassword = ask.data?.HasPassword ?? true;
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [accounts, setAccounts] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (verification?: Verification): Promise<Outcome> => {
    const answer = await call(
      accountClosingApi.closeAccount,
      { ...(hasPassword ? { password } : {}), ...verification },
      { toast: false },
    );
    if (answer.Type === 203) {
      setAccounts(answer.Data && 'Accounts' in answer.Data ? answer.Data.Accounts : []);
      setConfirming(false);
      return 'verify';
    }
    if (answer.Type === 200) {
      toastSuccess(answer.Content || t('messages:closeAccountClosed'));
      endSession();
      await navigate('/');
      return 'closed';
    }
    if (hasCode(answer, 'settingsCurrentPasswordIncorrect')) {
      setPasswordError(answer.Content);
      setAccounts(null);
      setConfirming(true);
    } else if (!verification || !hasCode(answer, 'authCodeInvalid')) {
      toastError(answer.Content);
    }
    return 'failed';
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && password === '') {
      setPasswordError(t('messages:authPasswordRequired'));
      return;
    }
    setBusy(true);
    await send();
    setBusy(false);
  };

  const closeDialog = () => {
    setConfirming(false);
    setPasswordError(undefined);
  };

  return (
    <FormSection title={t('settings.closeTitle')} lead={t('settings.closeLead')}>
      <Group>
        <Button color="red.9" onClick={() => setConfirming(true)}>
          {t('settings.closeButton')}
        </Button>
      </Group>
      <AppModal opened={confirming} onClose={closeDialog} title={t('settings.closeDialogTitle')} centered>
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <Stack>
            <List spacing="xs">
              <List.Item>
                <Text fw={600} component="span">
                  {t('settings.closeDeletedTitle')}:{' '}
                </Text>
                {t('settings.closeDeleted')}
              </List.Item>
              <List.Item>
                <Text fw={600} component="span">
                  {t('settings.closeKeptTitle', { years: recordRetentionYears })}:{' '}
                </Text>
                {t('settings.closeKept')}
              </List.Item>
              <List.Item>{t('settings.closeReuse')}</List.Item>
            </List>
            {hasPassword ? (
              <PasswordInput
                label={t('settings.closePasswordLabel')}
                autoComplete="current-password"
                data-autofocus
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value);
                  setPasswordError(undefined);
                }}
                error={passwordError}
              />
            ) : (
              <Text>{t('settings.closeNoPassword')}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeDialog}>
                {t('settings.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={busy}>
                {t('settings.closeConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
      {accounts && (
        <VerifyIdentityModal
          opened
          accounts={accounts}
          lead={t('settings.closeVerifyLead')}
          onClose={() => setAccounts(null)}
          onConfirm={async (verification) => (await send(verification)) === 'closed'}
        />
      )}
    </FormSection>
  );
}
