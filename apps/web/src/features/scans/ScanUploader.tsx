import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { ScanConfirm } from './ScanConfirm';
import { ScanPicker } from './ScanPicker';
import { ScanProgress } from './ScanProgress';
import type { useScanUpload } from './useScanUpload';

/**
 * The picker, the progress, the confirm step and the refusal's popup of one scan upload: the page and
 * My Projects' modal differ only in the popup's title ('Error' and 'Failure', doc 2 §8) and the limit.
 */
export function ScanUploader({
  scan,
  failureTitle,
  readingLimitMs,
}: {
  scan: ReturnType<typeof useScanUpload>;
  failureTitle: string;
  readingLimitMs: number;
}) {
  const { t } = useTranslation();
  const { state } = scan;
  return (
    <>
      {state.step === 'pick' && <ScanPicker onFile={scan.send} />}
      {(state.step === 'uploading' || state.step === 'reading') && (
        <ScanProgress state={state} readingLimitMs={readingLimitMs} />
      )}
      {state.step === 'confirm' && (
        <ScanConfirm question={state.question} onConfirm={scan.confirm} onDecline={scan.decline} />
      )}
      <AppModal opened={scan.failure !== null} onClose={scan.closeFailure} title={failureTitle} zIndex={400}>
        <Stack gap="md">
          <Text role="alert">{scan.failure}</Text>
          <Group justify="flex-end">
            <Button color="red" onClick={scan.closeFailure}>
              {t('app.ok')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
