import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDayFormat } from '../../../components/dayFormat';

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
 * A calendar date picked from the calendar or typed, shown in the page's words ("28 novembre 2026");
 * a date outside min and max is not taken.
 */
export function DateField({ value, onChange, clearable = true, ...field }: DateFieldProps) {
  const { t } = useTranslation();
  const dayFormat = useDayFormat();
  return (
    <DateInput
      {...field}
      {...dayFormat}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      placeholder={t('contracts.datePlaceholder')}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('contracts.clearDate') }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
