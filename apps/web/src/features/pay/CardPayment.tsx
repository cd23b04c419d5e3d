import { useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import { navigateTo } from '../../lib/navigation';
import { startCardPayment, type PayPage } from './api';
import classes from './PayPage.module.css';

/**
 * Card or bank debit: the button asks the server for the payment page's address and goes there; the
 * payment page comes back to this one with `paid=1`. On a server without Stripe the local page
 * stands in, and says no money moves.
 */
export function CardPayment({ payKey, mode }: { payKey: string; mode: NonNullable<PayPage['Card']> }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setProblem(null);
    const answer = await startCardPayment(payKey);
    if (answer.Type !== 200) {
      setStarting(false);
      setProblem(answer.Content);
      return;
    }
    // Left loading: the browser is leaving for the payment page.
    navigateTo(answer.Data.Url);
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('pay.cardTitle')}
      </Title>
      <Text>{t('pay.cardLead')}</Text>
      {problem && <ProblemAlert>{problem}</ProblemAlert>}
      <Button
        size="md"
        variant="light"
        className={classes.payButton}
        leftSection={<IconCreditCard size={20} aria-hidden />}
        loading={starting}
        onClick={() => void start()}
      >
        {t('pay.cardButton')}
      </Button>
      {mode === 'local' && (
        <Text size="sm" c="dimmed">
          {t('pay.cardLocal')}
        </Text>
      )}
    </Stack>
  );
}
