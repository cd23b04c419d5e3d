import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { useChangeContractReminders, type ContractSigningReminders } from './api';
import { reminderDay } from './reminderDays';
import { ScheduleFields } from './ScheduleFields';
import { useScheduleForm } from './useScheduleForm';

function ContractRemindersForm({
  contractId,
  reminders,
  onClose,
}: {
  contractId: string;
  reminders: ContractSigningReminders;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const change = useChangeContractReminders(contractId);
  const { draft, setDraft, error, saving, submit } = useScheduleForm(reminders.Schedule, change, onClose);
  const days = reminders.Upcoming.map((time) => reminderDay(time, reminders.TimeZone, i18n.language));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('signingReminders.lead')}</Text>
        <ScheduleFields value={draft} onChange={setDraft} {...(error ? { error } : {})} />
        <Stack gap={2} role="status">
          <Text size="sm">
            {days.length > 0
              ? t('signingReminders.upcoming', { days: days.join(' · ') })
              : t('signingReminders.noneUpcoming')}
          </Text>
          {reminders.Sent > 0 && (
            <Text size="sm" c="dimmed">
              {t('signingReminders.sentSoFar', { count: reminders.Sent })}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('signingReminders.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('signingReminders.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The contract line's dialog (issue 32 §3): turn the contract's reminders off, or change their days;
 * the days still to come, on the recipients' clocks, and how many went.
 */
export function ContractRemindersModal({
  contractId,
  reminders,
  opened,
  onClose,
}: {
  contractId: string;
  reminders: ContractSigningReminders;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t('signingReminders.title')}
      size="lg"
      // Above the contracts list it is opened from.
      zIndex={300}
    >
      {opened && <ContractRemindersForm contractId={contractId} reminders={reminders} onClose={onClose} />}
    </AppModal>
  );
}
