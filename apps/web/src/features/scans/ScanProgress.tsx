import { Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScanStep } from './useScanUpload';

/** The file going up (a bar with its percentage), then the server reading it (doc 2 §4's loader). */
export function ScanProgress({
  state,
  readingLimitMs,
}: {
  state: Extract<ScanStep, { step: 'uploading' | 'reading' }>;
  readingLimitMs: number;
}) {
  const { t } = useTranslation();
  if (state.step === 'uploading') {
    const percent = Math.round(state.sent * 100);
    return (
      <Stack gap="xs" py="md">
        <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>
          {t('scans.uploading', { name: state.name, percent })}
        </Text>
        <Progress value={percent} size="lg" aria-label={t('scans.uploadingLabel')} animated />
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="scan-reading">
      <Loader aria-hidden />
      <Text fw={600} role="status">
        {t('scans.reading')}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('scans.readingHint', { seconds: readingLimitMs / 1000 })}
      </Text>
    </Stack>
  );
}
