import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../lib/toast';
import { deleteEndpoint, endpointsKey, type WebhookEndpoint } from './api';
import { integrationsPath } from './paths';
import { IntegrationModal } from './responsive';

/** "Delete this endpoint?", naming its address; once deleted, back to Settings › Integrations. */
export function DeleteEndpointModal({
  endpoint,
  opened,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    const answer = await deleteEndpoint(endpoint.Id);
    setDeleting(false);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    queryClient.setQueryData<WebhookEndpoint[]>(endpointsKey, (list = []) =>
      list.filter((each) => each.Id !== endpoint.Id),
    );
    void navigate(integrationsPath);
  };

  return (
    <IntegrationModal
      opened={opened}
      onClose={onClose}
      title={t('integrations.endpoint.deleteTitle')}
      size="md"
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('integrations.endpoint.deleteBody', { url: endpoint.Url })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            {t('integrations.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void remove()}>
            {t('integrations.endpoint.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </IntegrationModal>
  );
}
