import { useEffect } from 'react';
import { Switch } from '@mantine/core';
import { englishVersionApplies, type Language } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderSetup } from './setup';

/**
 * Quebec's French first (Charter of the French language s. 55, issue 31 §3): on a French consumer
 * contract in Quebec, "Also give the client an English version", off by default, with why the French
 * comes first. Anywhere else it is not shown, and a value left from an earlier setup is cleared (the
 * server clears it too).
 */
export function EnglishVersionSwitch({
  setup,
  language,
  value,
  onChange,
}: {
  setup: Pick<BuilderSetup, 'type' | 'project' | 'today'>;
  /** The language the contract is written in: the English is a second version of a French one. */
  language: Language;
  value: boolean;
  onChange: (alsoEnglish: boolean) => void;
}) {
  const { t } = useTranslation();
  const applies =
    englishVersionApplies({
      type: setup.type,
      clients: setup.project.Clients,
      province: setup.project.Province,
      language,
      day: setup.today,
    }) !== undefined;
  useEffect(() => {
    if (!applies && value) onChange(false);
  }, [applies, value, onChange]);
  if (!applies) return null;
  return (
    <Switch
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={t('contracts.alsoEnglish')}
      description={t('contracts.alsoEnglishHint')}
    />
  );
}
