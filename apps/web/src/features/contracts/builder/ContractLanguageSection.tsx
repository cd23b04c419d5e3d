import { SegmentedControl, Text } from '@mantine/core';
import { isLanguage, languageNames, type Language } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection';
import type { ContractReading } from './contractLanguage';

/**
 * The language the contract is written in (issue 30 §1): a choice when the project's clients read
 * different languages, else a quiet line saying which it is, so nothing is decided out of sight.
 */
export function ContractLanguageSection({
  reading,
  onChoose,
}: {
  reading: ContractReading;
  onChoose: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const language = t(`contracts.languageNames.${reading.language}`);
  if (reading.choices.length < 2) {
    return (
      <Text size="sm" c="dimmed">
        {reading.readers.subcontractor
          ? t('contracts.writtenForSubcontractor', { language })
          : t('contracts.writtenForClients', { language, count: reading.readers.clients })}
      </Text>
    );
  }
  return (
    <FormSection title={t('contracts.languageTitle')} lead={t('contracts.languageChoiceLead')}>
      <SegmentedControl
        aria-label={t('contracts.languageTitle')}
        value={reading.language}
        onChange={(next) => isLanguage(next) && onChoose(next)}
        data={reading.choices.map((choice) => ({
          value: choice,
          // Each named in itself, as every language choice of the product names it.
          label: <span lang={choice}>{languageNames[choice]}</span>,
        }))}
        w="fit-content"
      />
    </FormSection>
  );
}
