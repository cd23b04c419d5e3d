import { useState } from 'react';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import type { Language, SigningEnglish } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { wishEnglish } from './api';
import { Section } from '../../components/Section';

interface EnglishVersionOfferProps {
  code: string;
  english: SigningEnglish;
  /** The page's language: the statement reads in it first, then in the other. */
  language: Language;
  onChange: (english: SigningEnglish) => void;
}

/**
 * Quebec's French first (Charter of the French language s. 55, issue 31 §3): shown once the French
 * version was read to its end, the signer may expressly wish to be bound by the English version
 * instead; the statement they make is printed in both languages, and the server records it with its
 * time. Unticked before signing, the French is signed again.
 */
export function EnglishVersionOffer({ code, english, language, onChange }: EnglishVersionOfferProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const other: Language = language === 'fr' ? 'en' : 'fr';
  const wished = english.WishedTime !== null;

  const choose = async (wish: boolean) => {
    setBusy(true);
    setError(null);
    const answer = await wishEnglish(code, wish);
    setBusy(false);
    if (answer.Type === 200) onChange(answer.Data);
    else setError(answer.Content);
  };

  return (
    <Section title={t('signing.englishSection')}>
      <Stack gap="sm">
        <Text>{t('signing.englishLead')}</Text>
        <Checkbox
          checked={wished}
          disabled={busy}
          onChange={(event) => void choose(event.currentTarget.checked)}
          label={english.Statement[language]}
          description={<span lang={other}>{english.Statement[other]}</span>}
          size="md"
        />
        {wished && (
          <Alert color="blue" role="status">
            {t('signing.englishShown')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}
