import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaymentReminder, TermReminders } from './api';
import { useReminderClock } from './reminderClock';

/**
 * Reminders waiting for their time (DECISIONS "Contracts 3 of 3"), on the clocks of `timeZone`, the
 * project's: each can be changed or cancelled.
 */
export function ScheduledReminders({
  terms,
  timeZone,
  reminders,
  busy,
  onChange,
  onCancel,
}: {
  terms: TermReminders['Terms'];
  timeZone: string;
  reminders: readonly PaymentReminder[];
  busy: boolean;
  onChange: (reminder: PaymentReminder) => void;
  onCancel: (reminder: PaymentReminder) => void;
}) {
  const { t } = useTranslation();
  const clock = useReminderClock(timeZone);
  const waiting = reminders.filter((reminder) => reminder.Status === 'scheduled');
  if (waiting.length === 0) return null;
  const termName = (id: string) => terms.find((term) => term.Id === id)?.Name ?? '';
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        {t('reminders.scheduledTitle')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {waiting.map((reminder) => {
          const time = clock.show(reminder.ScheduledTime);
          return (
            <Paper component="li" key={reminder.Id} withBorder p="xs" radius="md">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('reminders.scheduledFor', { term: termName(reminder.TermId), time })}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {reminder.Message}
                </Text>
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    aria-label={t('reminders.changeFor', { time })}
                    disabled={busy}
                    onClick={() => onChange(reminder)}
                  >
                    {t('reminders.change')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={t('reminders.cancelFor', { time })}
                    disabled={busy}
                    onClick={() => onCancel(reminder)}
                  >
                    {t('reminders.cancel')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
