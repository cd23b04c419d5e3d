import { Group, Radio, Text, VisuallyHidden } from '@mantine/core';
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
  if (reading.frenchFirst) {
    return (
      <Text size="sm" c="dimmed">
        {t('contracts.writtenFrenchFirst')}
      </Text>
    );
  }
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
      {/* Radios, as the payment modes are: the builder's download carries them already. */}
      <Radio.Group
        // The group's name, which the section's title shows already.
        label={<VisuallyHidden>{t('contracts.languageTitle')}</VisuallyHidden>}
        // A block, not inline: an inline label keeps a line's height around its hidden words.
        labelProps={{ style: { display: 'block' } }}
        value={reading.language}
        onChange={(next) => isLanguage(next) && onChoose(next)}
      >
        <Group gap="lg">
          {reading.choices.map((choice) => (
            <Radio
              key={choice}
              value={choice}
              // Each named in itself, as every language choice of the product names it.
              label={<span lang={choice}>{languageNames[choice]}</span>}
            />
          ))}
        </Group>
      </Radio.Group>
    </FormSection>
  );
}
