import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle';
import { subscriptionPath } from './paths';
import { ReturnFrame } from './ReturnFrame';
import { usePaymentOutcome } from './usePaymentOutcome';

const icons = {
  open: <IconClockHour4 size={34} />,
  complete: <IconCircleCheck size={34} />,
  expired: <IconCircleX size={34} />,
};
const colors = { open: 'brand', complete: 'green', expired: 'red' };

/**
 * /Success/{sessionid} (doc 3 §2): where the payment provider returns after paying. It says what the
 * server says of the payment, asking again while it is being confirmed; Done goes back to
 * /Subscription/.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('billing.success.pageTitle'));
  const { sessionid = '' } = useParams();
  const { outcome, slow, error, retry } = usePaymentOutcome(sessionid);
  const done = (
    <Button component={Link} to={subscriptionPath}>
      {t('billing.success.done')}
    </Button>
  );

  if (error) {
    return (
      <ReturnFrame icon={icons.expired} color="red" title={t('billing.success.pageTitle')}>
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
        <Button variant="default" onClick={retry}>
          {t('app.retry')}
        </Button>
        {done}
      </ReturnFrame>
    );
  }
  if (!outcome) {
    return (
      <ReturnFrame icon={icons.open} color="brand" title={t('billing.success.pageTitle')}>
        <Loader aria-label={t('app.loading')} />
      </ReturnFrame>
    );
  }
  const open = outcome.Status === 'open';
  return (
    <ReturnFrame icon={icons[outcome.Status]} color={colors[outcome.Status]} title={outcome.Title}>
      <Text size="lg" role="status">
        {outcome.Content}
      </Text>
      {open && !slow && <Loader size="sm" aria-label={t('app.loading')} />}
      {slow && (
        <>
          <Text size="sm" c="dimmed">
            {t('billing.success.slow')}
          </Text>
          <Button variant="default" onClick={retry}>
            {t('billing.success.checkAgain')}
          </Button>
        </>
      )}
      {done}
    </ReturnFrame>
  );
}
