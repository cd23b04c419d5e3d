import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import { DateField } from './DateField';
import { fieldIds } from './fields';

export interface DatesSectionProps {
  commencement: string;
  completion: string;
  /** The earliest date either may take: today on the create screens (doc 3 §5), else none. */
  earliest: string | undefined;
  onCommencement: (date: string) => void;
  onCompletion: (date: string) => void;
  /** The message of the date the last save stopped at. */
  errors?: { commencement?: string | undefined; completion?: string | undefined };
  /** A note about the commencement date, shown under the pickers (the cancellation period's). */
  commencementNotice?: ReactNode;
}

/** Doc 3 §2: the commencement and completion pickers. */
export function DatesSection({
  commencement,
  completion,
  earliest,
  onCommencement,
  onCompletion,
  errors = {},
  commencementNotice,
}: DatesSectionProps) {
  const { t } = useTranslation();
  // Work cannot end before it starts: the completion calendar opens from the commencement date.
  const completionFrom = commencement && (!earliest || commencement > earliest) ? commencement : earliest;
  return (
    <FormSection title={t('contracts.datesSection')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DateField
          id={fieldIds.commencement}
          label={t('contracts.commencementLabel')}
          value={commencement}
          onChange={onCommencement}
          minDate={earliest}
          withAsterisk
          error={errors.commencement}
        />
        <DateField
          id={fieldIds.completion}
          label={t('contracts.completionLabel')}
          value={completion}
          onChange={onCompletion}
          minDate={completionFrom}
          withAsterisk
          error={errors.completion}
        />
      </SimpleGrid>
      {commencementNotice}
    </FormSection>
  );
}
