import { useRef, type ComponentProps } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { contractLimits, formatFileSize, scheduleLetter } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { attachmentAccept } from './attachmentFiles';
import type { AttachmentItem } from './attachmentItems';

export interface ScheduleSlotProps {
  slot: number;
  item: AttachmentItem | undefined;
  /** The file being uploaded, named while it goes up. */
  pendingName: string;
  refusal: string | undefined;
  onTitle: (title: string) => void;
  onPick: (files: File[]) => void;
  onRemoveFile: () => void;
}

/** The element id of a slot's title input (the phone view focuses a slot it reveals). */
export const scheduleTitleId = (slot: number) => `schedule-${scheduleLetter(slot)}-title`;

/** One of 'Schedule A' … 'Schedule D': a title and one PDF or image. */
export function ScheduleSlot({
  slot,
  item,
  pendingName,
  refusal,
  onTitle,
  onPick,
  onRemoveFile,
}: ScheduleSlotProps) {
  const { t, i18n } = useTranslation();
  const resetPicker = useRef<() => void>(null);
  const letter = scheduleLetter(slot);
  const slotName = t('contracts.attachments.slot', { letter });
  const refusalId = `schedule-${letter}-refusal`;
  const file = item?.file;
  // The picker's own input is hidden; tests hand it files the way the browser's file dialog does.
  const pickerInput: ComponentProps<'input'> & { 'data-testid': string } = {
    'data-testid': `schedule-${letter}-file`,
  };
  const FileIcon = file?.mimeType === 'application/pdf' ? IconFileTypePdf : IconPhoto;

  return (
    <Fieldset legend={slotName} p="sm" pt={4}>
      <Stack gap="xs">
        <TextInput
          id={scheduleTitleId(slot)}
          label={t('contracts.attachments.titleLabel')}
          maxLength={contractLimits.maxAttachmentTitleLength}
          value={item?.title ?? ''}
          onChange={(event) => onTitle(event.currentTarget.value)}
        />
        {file && !item.uploading && (
          <Group gap="xs" wrap="nowrap">
            <FileIcon size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }} title={file.name}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              {formatFileSize(file.size, i18n.language)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('contracts.attachments.remove', { name: file.name })}
              onClick={onRemoveFile}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        {item?.uploading && (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm" truncate="end" style={{ minWidth: 0, flex: 1 }}>
              {t('contracts.attachments.uploading', { name: pendingName })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('contracts.attachments.remove', { name: pendingName })}
              onClick={onRemoveFile}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
        {!item?.uploading && (
          <Group>
            <FileButton
              multiple
              accept={attachmentAccept}
              resetRef={resetPicker}
              onChange={(files) => {
                onPick(files);
                // The same file may be picked again after a refusal.
                resetPicker.current?.();
              }}
              inputProps={pickerInput}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  aria-describedby={refusal ? refusalId : undefined}
                >
                  {t(file ? 'contracts.attachments.replace' : 'contracts.attachments.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
        {refusal && (
          <Text id={refusalId} size="sm" c="red.8" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
