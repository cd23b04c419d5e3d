import { useId } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ScanConfirmation } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { confirmQuestion } from './confirmQuestion';

/** Asks whether to file a scan the server could not fully match; yes sends it again, confirmed. */
export function ScanConfirm({
  question,
  onConfirm,
  onDecline,
}: {
  question: ScanConfirmation;
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation(['ui', 'messages']);
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={titleId} data-testid="scan-confirm">
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t('scans.confirmTitle')}
        </Title>
        <Text>{confirmQuestion(question, t, i18n.language)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline}>
            {t('scans.confirmNo')}
          </Button>
          <Button onClick={onConfirm}>{t('scans.confirmYes')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
