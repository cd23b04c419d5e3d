import { Anchor, Group, type AnchorProps } from '@mantine/core';
import { languageNames, languages } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/switchLanguage';

/**
 * The other languages of the page, each named in itself ("Français" on an English page): choosing
 * one shows the page in it at once and remembers the choice.
 */
export function LanguageSwitch(props: AnchorProps) {
  const { t, i18n } = useTranslation();
  const others = languages.filter((language) => language !== i18n.language);
  return (
    <Group component="nav" aria-label={t('public.languageSwitch')} gap="sm" wrap="nowrap">
      {others.map((language) => (
        <Anchor
          key={language}
          component="button"
          type="button"
          lang={language}
          onClick={() => void switchLanguage(language)}
          {...props}
        >
          {languageNames[language]}
        </Anchor>
      ))}
    </Group>
  );
}
