import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { formatFileSize, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../components/ProblemAlert';
import { scanAccept, scanFileProblem, type ScanFileProblem } from './scanFile';

/**
 * The signed copy, dropped on the area or chosen with the button (the way on a phone and with the
 * keyboard). A file the server would refuse for its type or size is refused here, before it is sent,
 * with doc 2 §5's messages.
 */
export function ScanPicker({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const openRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<ScanFileProblem | null>(null);

  const check = (files: File[]) => {
    const found = scanFileProblem(files);
    setProblem(found);
    const [file] = files;
    if (!found && file) onFile(file);
  };
  // The browser's own filter lets every file through a drop: the same check says why one is refused.
  const rejected = (rejections: FileRejection[]) => check(rejections.map((rejection) => rejection.file));

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={check}
        onReject={rejected}
        accept={scanAccept}
        multiple={false}
        openRef={openRef}
        activateOnClick
        // Keyboard users have the button below; the area itself is for the mouse and drag and drop.
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': t('scans.input') }}
      >
        <Stack align="center" gap={4} py={{ base: 'md', sm: 'xl' }} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={40} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Text fw={500} ta="center">
            {t('scans.drop')}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('scans.dropHint', { size: formatFileSize(limits.maxUploadBytes) })}
          </Text>
        </Stack>
      </Dropzone>
      <Button
        size="md"
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => openRef.current?.()}
        fullWidth
      >
        {t('scans.browse')}
      </Button>
      {problem && (
        <ProblemAlert testId="scan-file-problem">
          {t(`messages:${problem.key}`, problem.values ?? {})}
        </ProblemAlert>
      )}
    </Stack>
  );
}
