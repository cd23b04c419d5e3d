import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import type { Notice } from './useWritingHelp';

/**
 * Doc 3 §8 on the builder and template screens: a popup titled with the message, and OK. It says
 * why no suggestion opened: a failure, a refusal, or a spell check that found nothing to correct.
 */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={notice !== null} onClose={onClose} title={notice?.title} zIndex={400}>
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
