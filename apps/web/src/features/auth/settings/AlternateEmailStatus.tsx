import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { authApi } from '@tradepact/shared/api-routes';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/http';
import { toastSuccess } from '../../../lib/toast';
import { useResendTimer } from '../useResendTimer';

interface AlternateEmailStatusProps {
  /** The saved alternate email ('' when none). */
  address: string;
  verified: boolean;
}

/**
 * Whether the saved alternate email is confirmed (issue 18 §2): nothing goes to it until the link
 * emailed to it is opened. Until then, "send again" emails the link anew, after the resend wait.
 */
export function AlternateEmailStatus({ address, verified }: AlternateEmailStatusProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const timer = useResendTimer();
  const [busy, setBusy] = useState(false);
  if (!address) return null;
  if (verified) {
    return (
      <Group gap="xs">
        <Badge color="teal.9" variant="filled">
          {t('settings.alternateEmailVerified')}
        </Badge>
      </Group>
    );
  }

  const resend = async () => {
    setBusy(true);
    const answer = await call(authApi.resendAlternateEmail, undefined);
    setBusy(false);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content || t('messages:settingsAlternateEmailLinkSent'));
    timer.start();
  };

  const waiting = timer.secondsLeft > 0;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge color="yellow.3" autoContrast>
          {t('settings.alternateEmailUnverified')}
        </Badge>
        <Text size="sm" c="dimmed" style={{ flex: '1 1 14rem' }}>
          {t('settings.alternateEmailUnverifiedLead', { address })}
        </Text>
      </Group>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => void resend()} disabled={waiting} loading={busy}>
          {waiting ? t('auth.resendIn', { seconds: timer.secondsLeft }) : t('settings.alternateEmailResend')}
        </Button>
      </Group>
    </Stack>
  );
}
