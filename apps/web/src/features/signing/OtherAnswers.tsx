import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessage, IconX } from '@tabler/icons-react';
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
    <Stack className={classes.otherAnswers}>
      <Text size="sm">{t('signing.notReady')}</Text>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconMessage size={18} aria-hidden />}
          onClick={() => onStart('ask')}
          className={classes.touch}
        >
          {t('signing.askChange')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => onStart('decline')}
          className={classes.touch}
        >
          {t('signing.decline')}
        </Button>
      </Group>
    </Stack>
  );
}
