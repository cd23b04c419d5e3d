import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A part of the Integrations section: its title and what it is for, and the button that adds one. */
export function PartHeader({
  titleId,
  title,
  lead,
  action,
  onAction,
}: {
  titleId: string;
  title: string;
  lead: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 18rem' }}>
        <Title order={3} fz="h5" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      </Stack>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAction}>
        {action}
      </Button>
    </Group>
  );
}
