import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContractReminders } from './api';
import { ContractRemindersModal } from './ContractRemindersModal';
import { reminderDay } from './reminderDays';

/**
 * A sent contract's reminders to sign on its line in My Projects (issue 32 §3): "Next reminder: Tue,
 * Dec 1", "Reminders off" or "No more reminders", and Change, which opens the dialog. Nothing while
 * they are not known, or once the contract no longer waits for signatures.
 */
export function ContractRemindersLine({ contractId, name }: { contractId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useContractReminders(contractId);
  const [open, setOpen] = useState(false);
  if (!data?.IsChangeable) return null;
  const [next] = data.Upcoming;
  const words = !data.Schedule.Enabled
    ? t('signingReminders.lineOff')
    : next
      ? t('signingReminders.lineNext', { day: reminderDay(next, data.TimeZone, i18n.language) })
      : t('signingReminders.lineDone');
  return (
    <>
      <Group gap={6} wrap="wrap">
        <IconBell size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {words}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => setOpen(true)}
          aria-label={t('signingReminders.changeFor', { name })}
        >
          {t('signingReminders.change')}
        </Button>
      </Group>
      <ContractRemindersModal
        contractId={contractId}
        reminders={data}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
