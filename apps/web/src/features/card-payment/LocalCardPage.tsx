import { useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { formatCad } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LoadError } from '../../components/LoadError';
import { usePageTitle } from '../../components/usePageTitle';
import { localeOf } from '../../lib/locale';
import { payLocally, useLocalCardPage, type LocalCardPage as Payment } from './api';

function BackToInvoice({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <Anchor href={payment.PayUrl} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('localCard.back')}
      </Group>
    </Anchor>
  );
}

/** Pay: the payment is recorded received and the browser goes back to the invoice's pay page. */
function PayButton({ code, payment }: { code: { key: string; payment: string }; payment: Payment }) {
  const { t, i18n } = useTranslation();
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    setPaying(true);
    const answer = await payLocally(code.key, code.payment);
    if (answer.Type === 200) window.location.assign(answer.Data.Url);
    else setPaying(false);
  };
  return (
    <Button size="lg" fullWidth loading={paying} onClick={() => void pay()}>
      {t('localCard.pay', { amount: formatCad(payment.AmountCents, localeOf(i18n.language)) })}
    </Button>
  );
}

function PaymentCard({ code, payment }: { code: { key: string; payment: string }; payment: Payment }) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const amount = formatCad(payment.AmountCents, localeOf(i18n.language));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('localCard.payTo', { business: payment.Business })}
          </Title>
          <Text c="dimmed">
            {t('localCard.invoice', { number: payment.InvoiceNumber, description: payment.Description })}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('localCard.amountDue')}
          </Text>
          <Text fz={36} fw={800} lh={1.1}>
            {amount}
          </Text>
        </Stack>
        {payment.Status === 'open' && <PayButton code={code} payment={payment} />}
        {payment.Status === 'paid' && (
          <Alert color="green" variant="light" title={t('localCard.paidTitle')}>
            {t('localCard.paid', { business: payment.Business, amount })}
          </Alert>
        )}
        {payment.Status === 'closed' && (
          <Alert color="gray" variant="light">
            {t('messages:localCardPaymentClosed')}
          </Alert>
        )}
        <BackToInvoice payment={payment} />
      </Stack>
    </Paper>
  );
}

/**
 * /PayByCard?key=…&payment=…: the local card page (issue 33 §3). On an install without Stripe keys it
 * stands where Stripe Checkout would for a client paying an invoice by card, and says plainly that
 * no card is charged and no money moves; Pay records the payment as received.
 */
export function LocalCardPage() {
  const { t } = useTranslation();
  usePageTitle(t('localCard.pageTitle'));
  const [params] = useSearchParams();
  const code = { key: params.get('key') ?? '', payment: params.get('payment') ?? '' };
  const payment = useLocalCardPage(code.key, code.payment);

  return (
    <Stack gap="md" maw={560} mx="auto">
      <Group justify="flex-end">
        <LanguageSwitch size="sm" />
      </Group>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconFlask aria-hidden />}
        title={t('localCard.bannerTitle')}
      >
        <Text size="sm">{t('localCard.banner')}</Text>
      </Alert>
      {payment.isPending ? (
        <Center mih={200} role="status" aria-label={t('app.loading')}>
          <Loader />
        </Center>
      ) : payment.isError ? (
        <LoadError
          title={t('localCard.loadErrorTitle')}
          error={payment.error}
          onRetry={() => void payment.refetch()}
        />
      ) : (
        <PaymentCard code={code} payment={payment.data} />
      )}
    </Stack>
  );
}
