import { Center, Divider, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import { LoadError } from '../../components/LoadError';
import { usePaymentSettings } from './api';
import { PaymentChoicesForm } from './PaymentChoicesForm';
import { StripeConnection } from './StripeConnection';
import { useStripeReturn } from './useStripeReturn';

/**
 * Settings › Getting paid (issue 33 §3): the e-Transfer address and the automatic overdue reminders,
 * then card and bank payments online through the contractor's Stripe account.
 */
export function GettingPaidSetting() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const redirecting = useStripeReturn();

  let body;
  if (redirecting) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('gettingPaid.redirecting')}</Text>
      </Group>
    );
  } else if (settings.isPending) {
    body = (
      <Center mih={80} role="status" aria-label={t('app.loading')}>
        <Loader size="sm" />
      </Center>
    );
  } else if (settings.isError) {
    body = (
      <LoadError
        title={t('gettingPaid.loadError')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  } else if (settings.data) {
    body = (
      <>
        <PaymentChoicesForm saved={settings.data} />
        <Divider />
        <StripeConnection settings={settings.data} />
      </>
    );
  }
  return (
    <FormSection title={t('gettingPaid.title')} lead={t('gettingPaid.lead')}>
      {body}
    </FormSection>
  );
}
