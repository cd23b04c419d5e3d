import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookEndpoint } from './api';
import { EndpointStatus } from './EndpointStatus';
import { endpointPath } from './paths';
import { useTables } from './responsive';

/** The endpoint's address, leading to its page; a long one breaks anywhere rather than widen the page. */
function EndpointLink({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <Anchor
      component={Link}
      to={endpointPath(endpoint.Id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {endpoint.Url}
    </Anchor>
  );
}

function Description({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (!endpoint.Description) return null;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {endpoint.Description}
    </Text>
  );
}

/** The account's webhook endpoints: a table on a desktop, a card each on a phone. */
export function WebhookList({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation();
  const tables = useTables();
  const eventCount = (endpoint: WebhookEndpoint) =>
    t('integrations.webhooks.eventCount', { count: endpoint.Events.length });

  if (tables) {
    return (
      <Table verticalSpacing="sm" aria-label={t('integrations.webhooks.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.webhooks.columns.url')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.columns.events')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => (
            <Table.Tr key={endpoint.Id}>
              <Table.Td>
                <EndpointLink endpoint={endpoint} />
                <Description endpoint={endpoint} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{eventCount(endpoint)}</Text>
              </Table.Td>
              <Table.Td>
                <EndpointStatus endpoint={endpoint} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack gap="sm" role="list" aria-label={t('integrations.webhooks.listLabel')}>
      {endpoints.map((endpoint) => (
        <Card key={endpoint.Id} withBorder padding="sm" radius="md" role="listitem">
          <Stack gap={6}>
            <EndpointLink endpoint={endpoint} />
            <Description endpoint={endpoint} />
            <Group justify="space-between" gap="xs">
              <Text size="sm">{eventCount(endpoint)}</Text>
              <EndpointStatus endpoint={endpoint} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
