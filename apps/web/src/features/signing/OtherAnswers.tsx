import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResponseKind } from './useResponding';
import classes from './SigningPage.module.css';

/**
 * Beside Sign, and less prominent (issue 32 §2): asking the contractor for a change, or declining.
 * Each opens its dialog; nothing is sent before the recipient confirms there.
 */
export function OtherAnswers({ onStart }: { onStart: (kind: ResponseKind) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm">{t('signing.notReady')}</Text>
      <Group gap="sm">
        <Button variant="default" onClick={() => onStart('ask')} className={classes.touch}>
          {t('signing.askChange')}
        </Button>
        <Button variant="default" onClick={() => onStart('decline')} className={classes.touch}>
          {t('signing.decline')}
        </Button>
      </Group>
    </Stack>
  );
}
