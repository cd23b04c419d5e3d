import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from './api';
import { DeliveryStatus } from './DeliveryStatus';
import { useTables } from './responsive';
import { useIntegrationWords, type IntegrationWords } from './words';

interface ListProps {
  deliveries: readonly WebhookDelivery[];
  /** The delivery being sent again, whose button spins. */
  resending: string | null;
  onResend: (delivery: WebhookDelivery) => void;
}

/** When the last attempt went, or the delivery was queued while none has yet. */
const timeOf = (delivery: WebhookDelivery) => delivery.LastAttemptTime ?? delivery.CreatedTime;

/** What went wrong with the last attempt, in the server's words. */
function ErrorWords({ delivery }: { delivery: WebhookDelivery }) {
  if (!delivery.Error) return null;
  return (
    <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
      {delivery.Error}
    </Text>
  );
}

function ResendButton({
  delivery,
  words,
  resending,
  onResend,
}: { delivery: WebhookDelivery; words: IntegrationWords } & Omit<ListProps, 'deliveries'>) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="compact-sm"
      loading={resending === delivery.Id}
      disabled={resending !== null && resending !== delivery.Id}
      onClick={() => onResend(delivery)}
      aria-label={t('integrations.deliveries.resendNamed', {
        event: words.event(delivery.EventType),
        time: words.time(timeOf(delivery)),
      })}
    >
      {t('integrations.deliveries.resend')}
    </Button>
  );
}

function DeliveryTable({ deliveries, ...actions }: ListProps) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  return (
    <Table verticalSpacing="sm" aria-label={t('integrations.deliveries.listLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('integrations.deliveries.columns.event')}</Table.Th>
          <Table.Th>{t('integrations.deliveries.columns.status')}</Table.Th>
          <Table.Th>{t('integrations.deliveries.columns.response')}</Table.Th>
          <Table.Th>{t('integrations.deliveries.columns.attempts')}</Table.Th>
          <Table.Th>{t('integrations.deliveries.columns.time')}</Table.Th>
          <Table.Th>{t('integrations.deliveries.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {deliveries.map((delivery) => (
          <Table.Tr key={delivery.Id}>
            <Table.Td>
              <Text size="sm">{words.event(delivery.EventType)}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <DeliveryStatus delivery={delivery} words={words} />
                <ErrorWords delivery={delivery} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{words.response(delivery)?.code}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{delivery.Attempts}</Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Text size="sm">{words.time(timeOf(delivery))}</Text>
            </Table.Td>
            <Table.Td>
              <ResendButton delivery={delivery} words={words} {...actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DeliveryCards({ deliveries, ...actions }: ListProps) {
  const { t } = useTranslation();
  const words = useIntegrationWords();
  return (
    <Stack gap="sm" role="list" aria-label={t('integrations.deliveries.listLabel')}>
      {deliveries.map((delivery) => (
        <Card key={delivery.Id} withBorder padding="sm" radius="md" role="listitem">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={600} size="sm">
                {words.event(delivery.EventType)}
              </Text>
              <DeliveryStatus delivery={delivery} words={words} />
            </Group>
            <ErrorWords delivery={delivery} />
            <Text size="sm">
              {[
                words.response(delivery)?.words,
                t('integrations.deliveries.attempts', { count: delivery.Attempts }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {words.time(timeOf(delivery))}
              </Text>
              <ResendButton delivery={delivery} words={words} {...actions} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** An endpoint's last deliveries: a table on a desktop, a card each on a phone, each with Resend. */
export function DeliveryList(props: ListProps) {
  const tables = useTables();
  return tables ? <DeliveryTable {...props} /> : <DeliveryCards {...props} />;
}
