import { SegmentedControl, Stack, Text } from '@mantine/core';
import { defaultContactLanguage, languages, type Language } from '@tradepact/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageName } from '../../components/LanguageName';
import { useUserInfo } from '../billing/useSubscriptionStatus';

/**
 * The language a contact reads their contracts in, as a contact form shows it (issue 30 §1): the one
 * the contractor picked (`chosen`), else French in Quebec and the contractor's own elsewhere.
 */
export function useContactLanguage(): (chosen: Language | null, province: string) => Language {
  const own = useUserInfo().data?.Language ?? 'en';
  return (chosen, province) => chosen ?? defaultContactLanguage(province, own);
}

export function ContactLanguageInput({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('contacts.fields.Language')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(next) => onChange(next as Language)}
        data={languages.map((language) => ({ value: language, label: <LanguageName language={language} /> }))}
        w="fit-content"
      />
      <Text size="xs" c="dimmed">
        {t('contacts.languageHint')}
      </Text>
    </Stack>
  );
}
