import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import type { Notice } from './useWritingHelp';

/**
 * Doc 3 §8 on the builder and template screens: a popup titled with the message, and OK. It says
 * why no suggestion opened: a failure, a refusal, or a spell check that found nothing to correct.
 */
export interface NoticeDialogProps {
  opened: boolean;
  /** The last notice: it stays drawn while the closing popup fades out. */
  notice: Notice | null;
  onClose: () => void;
}

export function NoticeDialog({ opened, notice, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={notice?.title} zIndex={400}>
      <Stack gap="md">
        {notice?.body && <Text>{notice.body}</Text>}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('app.ok')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
