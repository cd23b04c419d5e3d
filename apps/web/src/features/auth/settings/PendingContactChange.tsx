import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { confirmContactChangeSchema, formatPhone, type ContactKind } from '@tradepact/shared';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/useMessageText';
import { call } from '../../../lib/http';
import { toastSuccess } from '../../../lib/toast';
import { useResendTimer } from '../useResendTimer';

interface PendingContactChangeProps {
  kind: ContactKind;
  /** The new address, waiting for the code sent to it. */
  address: string;
  /** The verified address still in use. */
  current: string;
  /** The code of the emailed link (/Settings?code=…), filled in for the user to confirm. */
  initialCode?: string;
  /** The address changed or the change was dropped: read the settings and the user again. */
  onChanged: () => Promise<void>;
}

/**
 * A new email or mobile number stays pending until the code sent to it is entered (the server never
 * lets a code to the account's own address confirm someone else's): this panel shows it beside the
 * address in use and takes the code, sends it again or drops the change.
 */
export function PendingContactChange({
  kind,
  address: storedAddress,
  current: storedCurrent,
  initialCode = '',
  onChanged,
}: PendingContactChangeProps) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  // Numbers are stored as digits and read as 647-555-0199.
  const shown = (value: string) => (kind === 'phone' ? formatPhone(value, i18n.language) : value);
  const address = shown(storedAddress);
  const current = shown(storedCurrent);
  const message = useMessageText();
  const titleId = useId();
  const timer = useResendTimer();
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'cancel' | null>(null);

  const confirm = async () => {
    const checked = confirmContactChangeSchema.shape.Code.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      return;
    }
    setBusy('confirm');
    const answer = await call(
      authApi.confirmContactChange,
      { Kind: kind, Code: checked.data },
      // A refusal is shown under the code field, where the user will type again.
      { toast: false },
    );
    setBusy(null);
    if (answer.Type !== 200) {
      setCodeError(answer.Content || 'authCodeInvalid');
      return;
    }
    toastSuccess(answer.Content);
    await onChanged();
  };

  const resend = async () => {
    setBusy('resend');
    const answer = await call(authApi.resendContactChange, { Kind: kind });
    setBusy(null);
    if (answer.Type !== 200) return;
    if (answer.Content) toastSuccess(answer.Content);
    timer.start();
  };

  const cancel = async () => {
    setBusy('cancel');
    const answer = await call(authApi.cancelContactChange, { Kind: kind });
    setBusy(null);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    await onChanged();
  };

  const waiting = timer.secondsLeft > 0;
  return (
    // Not a form of its own: it sits inside the settings form, and forms do not nest.
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" bg="blue.0">
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {t(kind === 'email' ? 'settings.pendingEmailTitle' : 'settings.pendingPhoneTitle')}
        </Title>
        <Text size="sm">
          {t(kind === 'email' ? 'settings.pendingEmailLead' : 'settings.pendingPhoneLead', {
            address,
            current,
          })}
        </Text>
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('settings.pendingCodeLabel', { address })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setCodeError(undefined);
            }}
            onKeyDown={(event) => {
              // Enter confirms the code instead of saving the whole settings form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void confirm();
            }}
            error={codeError ? message(codeError) : undefined}
            style={{ flex: '1 1 12rem' }}
          />
          <Button onClick={() => void confirm()} loading={busy === 'confirm'} mt={{ base: 0, xs: 25 }}>
            {t('settings.verifyConfirm')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => void resend()}
            disabled={waiting}
            loading={busy === 'resend'}
          >
            {waiting ? t('auth.resendIn', { seconds: timer.secondsLeft }) : t('settings.pendingResend')}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => void cancel()} loading={busy === 'cancel'}>
            {t('settings.pendingCancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
