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
      // Amber words on their light fill read at about 3:1: the accent's darkest reads at 4.5:1 or more.
      <StatusBadge color="orange" c="accent.9">
        {t('integrations.webhooks.status.failing', { date: since })}
      </StatusBadge>
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
