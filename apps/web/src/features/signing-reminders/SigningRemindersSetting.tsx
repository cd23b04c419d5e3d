import { Button, Center, Group, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/FormSection';
import { LoadError } from '../../components/LoadError';
import {
  defaultRemindersKey,
  saveDefaultReminders,
  useDefaultReminders,
  type SigningReminderSchedule,
} from './api';
import { ScheduleFields } from './ScheduleFields';
import { useScheduleForm } from './useScheduleForm';

function DefaultRemindersForm({ saved }: { saved: SigningReminderSchedule }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { draft, setDraft, error, saving, submit } = useScheduleForm(saved, saveDefaultReminders, (data) =>
    queryClient.setQueryData(defaultRemindersKey, data),
  );

  return (
    <form onSubmit={submit} noValidate>
      <ScheduleFields value={draft} onChange={setDraft} {...(error ? { error } : {})} />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={saving}>
          {t('signingReminders.settingsSave')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * Settings → Reminders to sign (issue 32 §3): the schedule each contract the account sends starts
 * with; a contract's own is changed from its line in My Projects.
 */
export function SigningRemindersSetting() {
  const { t } = useTranslation();
  const saved = useDefaultReminders();
  return (
    <FormSection title={t('signingReminders.settingsTitle')} lead={t('signingReminders.settingsLead')}>
      {saved.isPending ? (
        <Center mih={80} role="status" aria-label={t('app.loading')}>
          <Loader size="sm" />
        </Center>
      ) : saved.isError ? (
        <LoadError
          title={t('signingReminders.loadError')}
          error={saved.error}
          onRetry={() => void saved.refetch()}
        />
      ) : (
        saved.data && <DefaultRemindersForm key={saved.dataUpdatedAt} saved={saved.data} />
      )}
    </FormSection>
  );
}
