import { Box } from '@mantine/core';
import { expiryBounds } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { DateField } from './DateField';
import { fieldIds } from './fields';

export interface ExpirySectionProps {
  expiry: string;
  onExpiry: (date: string) => void;
  today: string;
  commencement: string;
  /** Why the last save stopped at the expiry. */
  error?: string | undefined;
}

/**
 * Doc 3 §2, §5 and DECISIONS "Expiry": the date the offer lapses unless signed, not before today
 * and not after the day before work starts; the help text says so.
 */
export function ExpirySection({ expiry, onExpiry, today, commencement, error }: ExpirySectionProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const { min, max } = expiryBounds(today, commencement);
  return (
    <FormSection title={t('contracts.expirySection')}>
      <Box maw={{ sm: 360 }}>
        <DateField
          id={fieldIds.expiry}
          label={t('messages:contractExpiryLabel')}
          description={t('messages:contractExpiryHelp')}
          value={expiry}
          onChange={onExpiry}
          minDate={min}
          maxDate={max}
          clearable={false}
          error={error}
        />
      </Box>
    </FormSection>
  );
}
