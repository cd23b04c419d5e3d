import { Alert, Anchor, Text } from '@mantine/core';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { formatDate, viewerTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscriptionStatus } from './useSubscriptionStatus';

/** Doc 1 §9: dates read YYYY-MM-DD. A date already written so is kept as it is (no time-zone shift). */
function dateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? formatDate(value, viewerTimeZone());
}

/**
 * Doc 1 §2 (and doc 2 §6): a restricted account is told to subscribe before it can generate
 * agreements; an account on the trial sees when the trial ends. Otherwise nothing.
 */
export function SubscriptionBanner() {
  const { t } = useTranslation(['ui', 'messages']);
  const { restricted, trialEndDate } = useSubscriptionStatus();

  if (restricted) {
    return (
      <Alert
        color="accent"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        data-testid="subscription-banner"
      >
        <Text size="sm">
          {t('messages:billingSubscribeToGenerate')}{' '}
          <Anchor component={Link} to="/Subscription" fw={600} c="accent.9">
            {t('profile.subscribeLink')}
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (trialEndDate) {
    return (
      <Alert color="brand" variant="light" icon={<IconClock aria-hidden />} data-testid="subscription-banner">
        <Text size="sm">{t('profile.trialEnds', { date: dateText(trialEndDate) })}</Text>
      </Alert>
    );
  }
  return null;
}
