import { Button, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { subscriptionPath } from './paths';
import { ReturnFrame } from './ReturnFrame';

/** /Cancel (doc 3 §2): the payment was cancelled, nothing was taken; Back returns to /Subscription/. */
export function CancelPage() {
  const { t } = useTranslation(['ui', 'messages']);
  const title = t('screens.paymentCancel');
  usePageTitle(title);
  return (
    <ReturnFrame icon={<IconCircleX size={34} />} color="gray" title={title}>
      <Text size="lg">{t('messages:billingPaymentNotCompletedContent')}</Text>
      <Button
        component={Link}
        to={subscriptionPath}
        variant="light"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {t('billing.cancelPage.back')}
      </Button>
    </ReturnFrame>
  );
}
