import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from './api';
import { StatusBadge } from './StatusBadge';
import type { IntegrationWords } from './words';

const colours = { succeeded: 'green', pending: 'blue', failed: 'red' } as const;

/** Succeeded, Pending (with its next try when one is set) or Failed, in words on its colour. */
export function DeliveryStatus({ delivery, words }: { delivery: WebhookDelivery; words: IntegrationWords }) {
  const { t } = useTranslation();
  const text =
    delivery.Status === 'pending' && delivery.NextAttemptTime
      ? t('integrations.deliveries.status.pendingNext', { time: words.clock(delivery.NextAttemptTime) })
      : t(`integrations.deliveries.status.${delivery.Status}`);
  return (
    <StatusBadge color={colours[delivery.Status]} data-status={delivery.Status}>
      {text}
    </StatusBadge>
  );
}
