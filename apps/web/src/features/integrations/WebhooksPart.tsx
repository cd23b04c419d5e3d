import { useId, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { AddEndpointModal } from './AddEndpointModal';
import { useWebhookEndpoints } from './api';
import { Loading } from './Loading';
import { PartHeader } from './PartHeader';
import { WebhookList } from './WebhookList';

/** Settings › Integrations › Webhooks (issue 34 §2): the endpoints, each leading to its page, and adding one. */
export function WebhooksPart() {
  const { t } = useTranslation();
  const titleId = useId();
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);

  let body;
  if (endpoints.isPending) {
    body = <Loading />;
  } else if (endpoints.isError) {
    body = (
      <LoadError
        title={t('integrations.webhooks.loadError')}
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
      />
    );
  } else if (endpoints.data) {
    body =
      endpoints.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.webhooks.empty')}
        </Text>
      ) : (
        <WebhookList endpoints={endpoints.data} />
      );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <PartHeader
        titleId={titleId}
        title={t('integrations.webhooks.title')}
        lead={t('integrations.webhooks.lead')}
        action={t('integrations.webhooks.add')}
        onAction={() => setAdding(true)}
      />
      {body}
      <AddEndpointModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
