import { useId, useState } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../lib/toast';
import { sendTestEvent, showDelivery, showEndpoint, updateEndpoint, type WebhookEndpoint } from './api';
import { DeleteEndpointModal } from './DeleteEndpointModal';
import { EditEndpointModal } from './EditEndpointModal';
import { EndpointStatus } from './EndpointStatus';
import { RollSecretModal } from './RollSecretModal';
import { eventGroups, useIntegrationWords } from './words';

type Busy = 'test' | 'toggle' | null;

/** The events it is sent, in the form's order and words. */
function EventsSent({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  const chosen = eventGroups
    .flatMap((group) => group.events)
    .filter((type) => endpoint.Events.includes(type));
  return (
    <Stack gap={4}>
      <Title order={3} fz="h6">
        {t('integrations.endpoint.eventsTitle')}
      </Title>
      <List size="sm" spacing={2}>
        {chosen.map((type) => (
          <List.Item key={type}>{words.event(type)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * An endpoint as it stands: its address, description, status and events, and what can be done with
 * it: send a test event (listed below once sent), edit, turn it off or on, make a new signing secret,
 * delete.
 */
export function EndpointDetails({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [rolling, setRolling] = useState(false);
  const titleId = useId();

  const sendTest = async () => {
    setBusy('test');
    const answer = await sendTestEvent(endpoint.Id);
    setBusy(null);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    await showDelivery(queryClient, endpoint.Id, answer.Data);
  };

  const toggle = async () => {
    setBusy('toggle');
    const { Url, Description, Events, Id, Enabled } = endpoint;
    const answer = await updateEndpoint({ Url, Description, Events, Id, Enabled: !Enabled });
    setBusy(null);
    if (answer.Type !== 200) return;
    toastSuccess(answer.Content);
    showEndpoint(queryClient, answer.Data);
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title
              order={2}
              fz={{ base: 'md', sm: 'lg' }}
              ff="monospace"
              id={titleId}
              style={{ overflowWrap: 'anywhere' }}
            >
              {endpoint.Url}
            </Title>
            {endpoint.Description && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {endpoint.Description}
              </Text>
            )}
          </Stack>
          <EndpointStatus endpoint={endpoint} />
        </Group>
        <EventsSent endpoint={endpoint} />
        <Group gap="xs" role="group" aria-label={t('integrations.endpoint.actionsLabel')}>
          <Button loading={busy === 'test'} disabled={busy === 'toggle'} onClick={() => void sendTest()}>
            {t('integrations.endpoint.sendTest')}
          </Button>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('integrations.endpoint.edit')}
          </Button>
          <Button
            variant="default"
            loading={busy === 'toggle'}
            disabled={busy === 'test'}
            onClick={() => void toggle()}
          >
            {endpoint.Enabled ? t('integrations.endpoint.turnOff') : t('integrations.endpoint.turnOn')}
          </Button>
          <Button variant="default" onClick={() => setRolling(true)}>
            {t('integrations.endpoint.roll')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
            {t('integrations.endpoint.delete')}
          </Button>
        </Group>
      </Stack>
      <EditEndpointModal endpoint={endpoint} opened={editing} onClose={() => setEditing(false)} />
      <RollSecretModal endpoint={endpoint} opened={rolling} onClose={() => setRolling(false)} />
      <DeleteEndpointModal endpoint={endpoint} opened={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
