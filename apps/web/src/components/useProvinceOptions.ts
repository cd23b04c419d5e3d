import type { ComboboxItem } from '@mantine/core';
import { languageOf, provinceName, provinces } from '@tradepact/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The province list as a Select offers it: the stored value is the spec's English name, the label
 * the page's language's ("Québec", "Colombie-Britannique").
 */
export function useProvinceOptions(): ComboboxItem[] {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return useMemo(
    () => provinces.map((value) => ({ value, label: provinceName(value, language) })),
    [language],
  );
}
