import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from './api';
import { StatusBadge } from './StatusBadge';
import { useIntegrationWords } from './words';

/**
 * Where an endpoint stands, always in words: Active (green), failing but still tried (amber, with
 * since when), turned off by its owner (grey), or turned off for failing (red, with since when).
 */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  const since = endpoint.FailingSinceTime ? words.day(endpoint.FailingSinceTime) : null;

  if (endpoint.Enabled) {
    return since === null ? (
      <StatusBadge color="green">{t('integrations.webhooks.status.active')}</StatusBadge>
    ) : (
      <StatusBadge color="orange">{t('integrations.webhooks.status.failing', { date: since })}</StatusBadge>
    );
  }
  if (endpoint.DisabledReason === 'failing' && since !== null) {
    return (
      <StatusBadge color="red">
        {t('integrations.webhooks.status.disabledFailing', { date: since })}
      </StatusBadge>
    );
  }
  return <StatusBadge color="gray">{t('integrations.webhooks.status.owner')}</StatusBadge>;
}
