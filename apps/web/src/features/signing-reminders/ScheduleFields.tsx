import { Checkbox, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { signingReminderLimits, type MessageKey, type SigningReminderSchedule } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

type NumberField = 'FirstAfterDays' | 'EveryDays' | 'MaxCount';

/** The fields as typed: a number field may be empty while its owner types. */
export type ScheduleDraft = Omit<SigningReminderSchedule, NumberField> & Record<NumberField, number | ''>;

const bounds: Record<NumberField, { min: number; max: number; problem: MessageKey }> = {
  FirstAfterDays: {
    min: signingReminderLimits.minDays,
    max: signingReminderLimits.maxDays,
    problem: 'signingReminderDaysRange',
  },
  EveryDays: {
    min: signingReminderLimits.minDays,
    max: signingReminderLimits.maxDays,
    problem: 'signingReminderDaysRange',
  },
  MaxCount: {
    min: signingReminderLimits.minCount,
    max: signingReminderLimits.maxCount,
    problem: 'signingReminderCountRange',
  },
};

const inBounds = (field: NumberField, value: number | '') =>
  value !== '' && Number.isInteger(value) && value >= bounds[field].min && value <= bounds[field].max;

/** A field out of bounds, with the message the server would answer. */
export interface ScheduleProblem {
  field: NumberField;
  problem: MessageKey;
}

/** The schedule to send, or the first field out of bounds. */
export function checkedSchedule(
  draft: ScheduleDraft,
): { schedule: SigningReminderSchedule } | ScheduleProblem {
  for (const field of ['FirstAfterDays', 'EveryDays', 'MaxCount'] as const) {
    if (!inBounds(field, draft[field])) return { field, problem: bounds[field].problem };
  }
  return { schedule: draft as SigningReminderSchedule };
}

/**
 * A schedule of reminders to sign (issue 32 §3): on or off, the first after N days, then every M days,
 * the day before the last day to sign, at most K. Off leaves the days as they were, greyed.
 */
export function ScheduleFields({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  /** The field refused, with its message. */
  error?: ScheduleProblem;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  const off = disabled || !value.Enabled;
  const numberInput = (field: NumberField, label: string) => (
    <NumberInput
      label={label}
      value={value[field]}
      onChange={(next) => onChange({ ...value, [field]: typeof next === 'number' ? next : '' })}
      min={bounds[field].min}
      max={bounds[field].max}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      disabled={off}
      error={error?.field === field ? t(`messages:${error.problem}`) : undefined}
    />
  );
  return (
    <Stack gap="sm">
      <Switch
        label={t('signingReminders.enabled')}
        checked={value.Enabled}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, Enabled: event.currentTarget.checked })}
      />
      {/* A label on two lines (French, in a narrow column) keeps the three inputs on one line. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
        {numberInput('FirstAfterDays', t('signingReminders.firstAfter'))}
        {numberInput('EveryDays', t('signingReminders.every'))}
        {numberInput('MaxCount', t('signingReminders.maxCount'))}
      </SimpleGrid>
      <Checkbox
        label={t('signingReminders.dayBeforeExpiry')}
        checked={value.DayBeforeExpiry}
        disabled={off}
        onChange={(event) => onChange({ ...value, DayBeforeExpiry: event.currentTarget.checked })}
      />
    </Stack>
  );
}
