import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface DateFieldProps {
  id: string;
  label: string;
  description?: string;
  /** YYYY-MM-DD, or '' when none is chosen. */
  value: string;
  onChange: (date: string) => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  clearable?: boolean;
  /** Marks a date the contract needs before review. */
  withAsterisk?: boolean;
  /** Why the last save stopped at this date (issue 29 §4), shown under it. */
  error?: string | undefined;
}

/**
 * A calendar date typed as YYYY-MM-DD (as the contract prints it) or picked from the calendar; a
 * date outside min and max is not taken.
 */
export function DateField({ value, onChange, clearable = true, ...field }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      {...field}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      valueFormat="YYYY-MM-DD"
      placeholder={t('contracts.datePlaceholder')}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('contracts.clearDate') }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
