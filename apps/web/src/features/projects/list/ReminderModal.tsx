import { useState } from 'react';
import { Alert, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { defaultTimeZone } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/AppModal';
import { ProblemAlert } from '../../../components/ProblemAlert';
import {
  cancelTermReminder,
  sendTermReminder,
  updateTermReminder,
  useReloadTermReminders,
  useTermReminders,
  type PaymentReminder,
  type ProjectContract,
} from './api';
import { ReminderForm, type ReminderChoice, type ReminderValues } from './ReminderForm';
import { useReminderClock } from './reminderClock';
import { ScheduledReminders } from './ScheduledReminders';

type Outcome = { ok: boolean; text: string } | null;

/**
 * Doc 2 "Payment term reminder" (§4, §7, §9) for one signed contract. What the server says is shown
 * in the modal: its Content on success (the scheduled one names the local time), and a refusal as an
 * alert with its Content (doc 2 §8), including the refusal to read the terms of a contract whose
 * payment mode has no terms to remind.
 */
function ReminderPanel({ contract }: { contract: ProjectContract }) {
  const { t } = useTranslation();
  const terms = useTermReminders(contract.Id);
  // Read only once the terms are in: the fallback zone is never shown.
  const clock = useReminderClock(terms.data?.TimeZone ?? defaultTimeZone);
  const reload = useReloadTermReminders(contract.Id);
  const [editing, setEditing] = useState<PaymentReminder | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A new form (prefilled afresh) after each success and for each reminder changed, on the payment
  // and the way of sending used last.
  const [formKey, setFormKey] = useState(0);
  const [choice, setChoice] = useState<ReminderChoice | null>(null);

  const act = async (
    work: () => Promise<{ Type: number; Content: string }>,
    success: (content: string) => string,
  ) => {
    setBusy(true);
    setOutcome(null);
    const answer = await work();
    setBusy(false);
    if (answer.Type !== 200) {
      setOutcome({ ok: false, text: answer.Content });
      return;
    }
    setOutcome({ ok: true, text: success(answer.Content) });
    setEditing(null);
    setFormKey((key) => key + 1);
    await reload();
  };

  const submit = (values: ReminderValues) => {
    setChoice({
      termId: editing?.TermId ?? values.termId,
      mode: values.scheduledTime === null ? 'now' : 'schedule',
    });
    void act(
      () =>
        editing
          ? updateTermReminder({
              reminderId: editing.Id,
              message: values.message,
              scheduledTime: values.scheduledTime,
            })
          : sendTermReminder({ id: contract.Id, ...values }),
      (content) => content || t('reminders.changed'),
    );
  };

  const cancel = (reminder: PaymentReminder) =>
    void act(
      () => cancelTermReminder(reminder.Id),
      () => t('reminders.cancelled', { time: clock.show(reminder.ScheduledTime) }),
    );

  /** Starts changing a scheduled reminder, or (null) goes back to a new one. */
  const change = (reminder: PaymentReminder | null) => {
    setOutcome(null);
    setEditing(reminder);
    setFormKey((key) => key + 1);
  };

  if (terms.isPending) {
    return (
      <Center mih={160} role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  }
  if (terms.isError) return <ProblemAlert testId="reminder-problem">{terms.error.message}</ProblemAlert>;
  if (terms.data.Terms.length === 0) return <Text size="sm">{t('reminders.noTerms')}</Text>;

  return (
    <Stack gap="md">
      {outcome &&
        (outcome.ok ? (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" p="xs">
            {outcome.text}
          </Alert>
        ) : (
          <ProblemAlert testId="reminder-problem">{outcome.text}</ProblemAlert>
        ))}
      <ReminderForm
        key={formKey}
        terms={terms.data.Terms}
        timeZone={terms.data.TimeZone}
        choice={choice}
        editing={editing}
        busy={busy}
        onSubmit={submit}
        onStopEditing={() => change(null)}
      />
      <Divider />
      <ScheduledReminders
        terms={terms.data.Terms}
        timeZone={terms.data.TimeZone}
        reminders={terms.data.Reminders}
        busy={busy}
        onChange={change}
        onCancel={cancel}
      />
    </Stack>
  );
}

export function ReminderModal({
  contract,
  onClose,
}: {
  contract: ProjectContract | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={contract !== null}
      onClose={onClose}
      title={t('reminders.title', { number: contract?.Number ?? '' })}
      size="lg"
      // Above the contracts list it is opened from.
      zIndex={300}
    >
      {contract && <ReminderPanel key={contract.Id} contract={contract} />}
    </AppModal>
  );
}
