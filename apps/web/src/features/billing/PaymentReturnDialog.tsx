import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../components/AppModal';
import { usePaymentOutcome } from './usePaymentOutcome';

/**
 * /Subscription?key=… (doc 3 §7): the page reads what became of the payment; when the server answers
 * 'Payment Successful', a dialog shows its Content, then the user goes to /MyProjects.
 */
export function PaymentReturnDialog({ paymentKey }: { paymentKey: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const { outcome } = usePaymentOutcome(paymentKey);
  const [closed, setClosed] = useState(false);
  const successful =
    outcome?.Status === 'complete' && outcome.Title === t('messages:billingPaymentSuccessfulTitle');
  const close = () => {
    setClosed(true);
    void navigate('/MyProjects');
  };
  return (
    <AppModal opened={successful && !closed} onClose={close} title={outcome?.Title}>
      <Stack gap="md">
        <Text>{outcome?.Content}</Text>
        <Group justify="flex-end">
          <Button onClick={close}>{t('app.ok')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
