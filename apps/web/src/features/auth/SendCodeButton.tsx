import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authApi } from '@tradepact/shared/api-routes';
import { call } from '../../lib/http';
import { toastSuccess } from '../../lib/toast';
import type { ResendTimer } from './useResendTimer';

/**
 * Sends a verification code (POST /api/identity/send2fa). The answer's Content ('Verification code has
 * been sent to your email.' or '…phone.') is shown as a success; a failure is toasted by the API
 * client. A sent code starts the 60-second resend timer.
 */
export function useSendCode(timer: ResendTimer) {
  const [sending, setSending] = useState(false);
  const send = async (account: string): Promise<boolean> => {
    setSending(true);
    const answer = await call(authApi.send2fa, { account: account.trim() });
    setSending(false);
    if (answer.Type !== 200) return false;
    if (answer.Content) toastSuccess(answer.Content);
    timer.start();
    return true;
  };
  return { send, sending };
}

interface SendCodeButtonProps {
  timer: ResendTimer;
  loading: boolean;
  onClick: () => void;
}

/** Get Code, then Resend; disabled while the resend timer runs, showing the seconds left. */
export function SendCodeButton({ timer, loading, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const waiting = timer.secondsLeft > 0;
  const label = waiting
    ? t('auth.resendIn', { seconds: timer.secondsLeft })
    : timer.sent
      ? t('auth.resend')
      : t('auth.getCode');
  return (
    <Button variant="light" onClick={onClick} disabled={waiting} loading={loading} miw={130}>
      {label}
    </Button>
  );
}
