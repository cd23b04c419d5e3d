import { useRef } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { imageMimeTypes } from '@tradepact/shared';
import { useTranslation } from 'react-i18next';
import { imageUrl } from './api';
import { useImageUpload } from './useImageUpload';
import { fieldId } from './tabs';

export interface LogoDropzoneProps {
  /** The logo's file id, '' when none. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}

/** Doc 1 §2: the logo's drag-and-drop or browse area; the file is uploaded at once, kept on save. */
export function LogoDropzone({ value, onChange, disabled }: LogoDropzoneProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const openRef = useRef<() => void>(null);
  const { upload, uploading, error, setError } = useImageUpload(onChange);
  const errorId = `${fieldId('Photo')}-error`;

  const rejected = (rejections: FileRejection[]) => {
    if (rejections.length > 0) setError(t('messages:uploadImageInvalid'));
  };

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} align="center" w={140}>
          {value ? (
            <Image
              src={imageUrl(value)}
              alt={t('profilePage.logoAlt')}
              w={120}
              h={120}
              fit="contain"
              radius="md"
              bd="1px solid var(--mantine-color-gray-3)"
              data-testid="profile-logo-image"
            />
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t('profilePage.logoNone')}
            </Text>
          )}
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              disabled={disabled || uploading}
              onClick={() => onChange('')}
            >
              {t('profilePage.logoRemove')}
            </Button>
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Dropzone
            onDrop={(files) => void upload(files[0])}
            onReject={rejected}
            accept={[...imageMimeTypes]}
            multiple={false}
            loading={uploading}
            disabled={disabled}
            openRef={openRef}
            activateOnClick
            // Keyboard users have the button below; the area itself is for the mouse and drag and drop.
            activateOnKeyboard={false}
            inputProps={{ 'aria-label': t('profilePage.logoInput'), id: fieldId('Photo') }}
            data-testid="profile-logo-dropzone"
          >
            <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }} wrap="nowrap">
              <Dropzone.Accept>
                <IconUpload size={32} stroke={1.5} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={32} stroke={1.5} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={32} stroke={1.5} aria-hidden />
              </Dropzone.Idle>
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('profilePage.logoDrop')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('profilePage.logoHint')}
                </Text>
              </Stack>
            </Group>
          </Dropzone>
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              disabled={disabled || uploading}
              onClick={() => openRef.current?.()}
              aria-describedby={error ? errorId : undefined}
            >
              {t('profilePage.logoBrowse')}
            </Button>
          </Group>
        </Stack>
      </Group>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
