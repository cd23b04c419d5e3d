import { useState, type FormEvent } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { codeLoginSchema } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { useMessageText } from '../../../i18n/useMessageText';
import { SendCodeButton, useSendCode } from '../SendCodeButton';
import { useResendTimer } from '../useResendTimer';

export interface Verification {
  account: string;
  token: string;
}

interface VerifyIdentityModalProps {
  opened: boolean;
  /** Where a code may be sent: the account's current email and phone (Data.Accounts of the 203). */
  accounts: string[];
  onClose: () => void;
  /** Saves again with the verification; answers false when the code was not accepted. */
  onConfirm: (verification: Verification) => Promise<boolean>;
  /** What the check is for; by default, saving the settings. */
  lead?: string;
}

/**
 * Identity verification after a settings save (or a closing) answered 203 (doc 3 §4): choose where the code goes,
 * Get Code, enter it, Confirm. Doc 3 §5: account required ('Please select'), code required
 * ('Please enter the code'), code max 20.
 */
export function VerifyIdentityModal({
  opened,
  accounts,
  onClose,
  onConfirm,
  lead,
}: VerifyIdentityModalProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const message = useMessageText();
  const timer = useResendTimer();
  const { send, sending } = useSendCode(timer);
  const [account, setAccount] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [accountError, setAccountError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const checkAccount = () => {
    const problem = account ? undefined : 'settingsVerifyAccountRequired';
    setAccountError(problem);
    return !problem;
  };
  const checkCode = () => {
    const result = codeLoginSchema.shape.token.safeParse(code);
    const problem = result.success ? undefined : result.error.issues[0]?.message;
    setCodeError(problem);
    return !problem;
  };

  const getCode = () => {
    if (checkAccount() && account) void send(account);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const accountOk = checkAccount();
    if (!checkCode() || !accountOk || !account) return;
    setBusy(true);
    const accepted = await onConfirm({ account, token: code.trim() });
    setBusy(false);
    if (!accepted) setCodeError('authCodeInvalid');
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('messages:identityVerificationRequired')} centered>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <Stack>
          <Text>{lead ?? t('settings.verifyLead')}</Text>
          <Radio.Group
            label={t('settings.verifyAccountLabel')}
            value={account}
            onChange={(value) => {
              setAccount(value);
              setAccountError(undefined);
            }}
            error={accountError ? message(accountError) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {accounts.map((item) => (
                <Radio key={item} value={item} label={item} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <SendCodeButton timer={timer} loading={sending} onClick={getCode} />
          </Group>
          <TextInput
            label={t('settings.verifyCodeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
            onBlur={checkCode}
            error={codeError ? message(codeError) : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('settings.verifyConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
