import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Radio, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarTime, IconSend } from '@tabler/icons-react';
import { maxSmsSegments, plainSmsText, smsLength, smsOverflow } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { useDayTimeFormat } from '../../../components/dayFormat';
import type { PaymentReminder, TermReminders } from './api';
import { earliestPick, instantOfPick, pickerValueOf, useReminderClock } from './reminderClock';

/** What the form sends: scheduledTime is ISO, or null for now. */
export interface ReminderValues {
  termId: string;
  message: string;
  scheduledTime: string | null;
}

export type ReminderMode = 'now' | 'schedule';

/** The payment and the way of sending a new form starts with: the last ones used. */
export interface ReminderChoice {
  termId: string;
  mode: ReminderMode;
}

/**
 * Doc 2 §4, §9: pick a payment (each with its amount, 'Reminder Sent' once reminded), the message
 * prefilled with its default text and editable, with the text messages it takes counted as typed
 * (issue 33 §4: at most 2), then send now or schedule it. A new form starts from `choice`, the
 * payment and the way of sending used last, never back on the first payment. With `editing`, the
 * same form changes a scheduled reminder's message and time. Times are picked and shown on the
 * clocks of `timeZone`, the project's.
 */
export function ReminderForm({
  terms,
  timeZone,
  choice,
  editing,
  busy,
  onSubmit,
  onStopEditing,
}: {
  terms: TermReminders['Terms'];
  timeZone: string;
  choice: ReminderChoice | null;
  editing: PaymentReminder | null;
  busy: boolean;
  onSubmit: (values: ReminderValues) => void;
  onStopEditing: () => void;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const clock = useReminderClock(timeZone);
  const dayTimeFormat = useDayTimeFormat();
  const chosen = terms.some((term) => term.Id === choice?.termId) ? choice?.termId : undefined;
  const [termId, setTermId] = useState(editing?.TermId ?? chosen ?? terms[0]?.Id ?? '');
  const defaultOf = (id: string) => terms.find((term) => term.Id === id)?.DefaultMessage ?? '';
  const [message, setMessage] = useState(editing?.Message ?? defaultOf(termId));
  const [mode, setMode] = useState<ReminderMode>(editing ? 'schedule' : (choice?.mode ?? 'now'));
  const [when, setWhen] = useState<string | null>(
    editing?.ScheduledTime ? pickerValueOf(editing.ScheduledTime, timeZone) : null,
  );
  const [whenMissing, setWhenMissing] = useState(false);
  // Counted as it is texted: the shared rule the server refuses by.
  const texted = plainSmsText(message.trim());
  const { segments } = smsLength(texted);
  const fits = segments <= maxSmsSegments;

  const chooseTerm = (id: string) => {
    setTermId(id);
    setMessage(defaultOf(id));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'schedule' && !when) {
      setWhenMissing(true);
      return;
    }
    if (!fits) return;
    onSubmit({
      termId,
      message,
      scheduledTime: mode === 'schedule' && when ? instantOfPick(when, timeZone) : null,
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {editing ? (
          <Text size="sm">{t('reminders.changingLead', { time: clock.show(editing.ScheduledTime) })}</Text>
        ) : (
          <Radio.Group label={t('reminders.termsLabel')} value={termId} onChange={chooseTerm}>
            <Stack gap="xs" mt={6}>
              {terms.map((term) => (
                <Radio
                  key={term.Id}
                  value={term.Id}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text span size="sm" fw={600}>
                        {term.Name}
                      </Text>
                      <Text span size="sm">
                        {term.AmountText}
                      </Text>
                      {term.RemindedTime && (
                        <Badge color="green" variant="light" tt="none">
                          {t('messages:paymentReminderSentLabel')}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={
                    term.RemindedTime
                      ? t('reminders.remindedOn', { time: clock.show(term.RemindedTime) })
                      : undefined
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}

        <Textarea
          label={t('reminders.message')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          rows={6}
          required
          description={texted && fits ? t('reminders.textCount', { count: segments }) : undefined}
          error={
            fits ? undefined : t('reminders.tooLong', { count: smsOverflow(texted), max: maxSmsSegments })
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          // Said as it changes, as a counter under a field is.
          descriptionProps={{ 'aria-live': 'polite' }}
        />

        {!editing && (
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as ReminderMode)}
            data={[
              { value: 'now', label: t('reminders.sendNow') },
              { value: 'schedule', label: t('reminders.schedule') },
            ]}
            aria-label={t('reminders.when')}
            fullWidth
          />
        )}
        {mode === 'schedule' && (
          <DateTimePicker
            label={t('reminders.whenLabel')}
            placeholder={t('reminders.whenPlaceholder')}
            description={t('reminders.zoneHint', { place: clock.place })}
            value={when}
            onChange={(value) => {
              setWhen(value);
              setWhenMissing(false);
            }}
            minDate={earliestPick(timeZone)}
            {...dayTimeFormat}
            valueFormat={clock.showPick}
            leftSection={<IconCalendarTime size={18} aria-hidden />}
            error={whenMissing ? t('messages:paymentReminderDateRequired') : undefined}
            popoverProps={{ withinPortal: true, zIndex: 400 }}
            nextLabel={t('reminders.nextMonth')}
            previousLabel={t('reminders.previousMonth')}
            timePickerProps={{
              hoursInputLabel: t('reminders.hours'),
              minutesInputLabel: t('reminders.minutes'),
            }}
            submitButtonProps={{ 'aria-label': t('reminders.whenDone') }}
            clearable
            required
          />
        )}

        <Group justify="flex-end" gap="sm">
          {editing && (
            <Button variant="default" onClick={onStopEditing}>
              {t('reminders.stopChange')}
            </Button>
          )}
          <Button
            type="submit"
            loading={busy}
            disabled={termId === ''}
            leftSection={
              mode === 'now' ? <IconSend size={16} aria-hidden /> : <IconCalendarTime size={16} aria-hidden />
            }
          >
            {editing
              ? t('reminders.saveChange')
              : mode === 'now'
                ? t('reminders.send')
                : t('reminders.scheduleSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
