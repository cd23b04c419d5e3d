import { useId } from 'react';
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { WebhookEventType } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { eventGroups, useIntegrationWords } from './words';

function EventGroup({ title, events }: { title: string; events: readonly WebhookEventType[] }) {
  const words = useIntegrationWords();
  const titleId = useId();
  return (
    <Stack gap="xs" role="group" aria-labelledby={titleId}>
      <Text id={titleId} size="sm" fw={600}>
        {title}
      </Text>
      {events.map((type) => (
        <Checkbox key={type} value={type} label={words.event(type)} />
      ))}
    </Stack>
  );
}

/** The events an endpoint is sent, as checkboxes in their groups: contracts, then getting paid. */
export function EventChoices({
  value,
  onChange,
  error,
}: {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('integrations.webhooks.eventsLabel')}
      required
      value={value}
      onChange={(events) => onChange(events as WebhookEventType[])}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" mt="xs">
        {eventGroups.map((group) => (
          <EventGroup
            key={group.id}
            title={t(`integrations.eventGroups.${group.id}`)}
            events={group.events}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
