import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.layer.css';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { formatFileSize, limits } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';

const pdfTypes = ['application/pdf'];

/**
 * One PDF, dropped on the area or chosen with the button (the button is the way on a phone and with
 * the keyboard). A file that cannot be a sealed contract is refused here, without sending it.
 */
export function PdfDropzone({ onFile, checking }: { onFile: (file: File) => void; checking: boolean }) {
  const { t } = useTranslation();
  const openRef = useRef<() => void>(null);
  const [problem, setProblem] = useState('');
  const size = formatFileSize(limits.maxUploadBytes);

  const accepted = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProblem('');
    onFile(file);
  };

  const rejected = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
    if (codes.includes('too-many-files')) setProblem(t('verify.oneFile'));
    else if (codes.includes('file-too-large')) setProblem(t('verify.tooLarge', { size }));
    else setProblem(t('verify.notPdf'));
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={accepted}
        onReject={rejected}
        accept={pdfTypes}
        maxSize={limits.maxUploadBytes}
        multiple={false}
        loading={checking}
        openRef={openRef}
        activateOnClick
        // Keyboard users have the button below; the area itself is for the mouse and drag and drop.
        activateOnKeyboard={false}
        inputProps={{ 'aria-label': t('verify.input') }}
      >
        <Stack align="center" gap={4} py={{ base: 'md', sm: 'xl' }} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypePdf size={40} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Text fw={500}>{t('verify.drop')}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {t('verify.dropHint', { size })}
          </Text>
        </Stack>
      </Dropzone>
      <Button
        size="md"
        leftSection={<IconUpload size={18} aria-hidden />}
        loading={checking}
        onClick={() => openRef.current?.()}
        fullWidth
      >
        {t('verify.browse')}
      </Button>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
