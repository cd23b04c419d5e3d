import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { apiKeysKey, revokeApiKey, type ApiKeySummary } from './api';
import { IntegrationModal } from './responsive';

/** "Revoke this key?", naming it, then the revoke call; the list is read again either way. */
export function RevokeApiKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: ApiKeySummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState(false);
  // Named still while the dialog fades out.
  const [named, setNamed] = useState(apiKey);
  if (apiKey !== null && apiKey !== named) setNamed(apiKey);

  const revoke = async () => {
    if (!apiKey) return;
    setRevoking(true);
    const answer = await revokeApiKey(apiKey.Id);
    setRevoking(false);
    if (answer.Type === 200) toastSuccess(answer.Content);
    void queryClient.invalidateQueries({ queryKey: apiKeysKey });
    onClose();
  };

  return (
    <IntegrationModal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('integrations.keys.revokeTitle')}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm">{t('integrations.keys.revokeBody', { name: named?.Name ?? '' })}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={revoking}>
            {t('integrations.cancel')}
          </Button>
          <Button color="red" loading={revoking} onClick={() => void revoke()}>
            {t('integrations.keys.revokeConfirm')}
          </Button>
        </Group>
      </Stack>
    </IntegrationModal>
  );
}
