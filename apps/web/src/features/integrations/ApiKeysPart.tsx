import { useId, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useApiKeys, type ApiKeySummary } from './api';
import { ApiKeyList } from './ApiKeyList';
import { CreateApiKeyModal } from './CreateApiKeyModal';
import { Loading } from './Loading';
import { PartHeader } from './PartHeader';
import { RevokeApiKeyModal } from './RevokeApiKeyModal';

/** Settings › Integrations › API keys (issue 34 §1): the keys, making one, revoking one. */
export function ApiKeysPart() {
  const { t } = useTranslation();
  const titleId = useId();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);

  let body;
  if (keys.isPending) {
    body = <Loading />;
  } else if (keys.isError) {
    body = (
      <LoadError
        title={t('integrations.keys.loadError')}
        error={keys.error}
        onRetry={() => void keys.refetch()}
      />
    );
  } else if (keys.data) {
    body =
      keys.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('integrations.keys.empty')}
        </Text>
      ) : (
        <ApiKeyList keys={keys.data} onRevoke={setRevoking} />
      );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <PartHeader
        titleId={titleId}
        title={t('integrations.keys.title')}
        lead={t('integrations.keys.lead')}
        action={t('integrations.keys.create')}
        onAction={() => setCreating(true)}
      />
      {body}
      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
