import { Box, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './SigningPage.module.css';

interface TypedSignatureProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The full name typed as the signature, and how it will look in a handwriting-like face. The
 * preview repeats the field for the eye only, so screen readers skip it.
 */
export function TypedSignature({ value, onChange }: TypedSignatureProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('signing.typedLabel')}
        description={t('signing.typedHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="name"
        maxLength={100}
        size="md"
        data-autofocus
      />
      <div aria-hidden>
        <Text size="sm" c="dimmed">
          {t('signing.typedPreview')}
        </Text>
        <Box className={classes.typedPreview}>{value}</Box>
      </div>
    </>
  );
}
