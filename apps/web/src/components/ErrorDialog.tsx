import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './AppModal';

/** Doc 1 §8, doc 2 §8: a refused save shows the server's Content in an error popup. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal
      opened={message !== null}
      onClose={onClose}
      title={t('messages:dialogErrorTitle')}
      // Above the form (or modal) it is about.
      zIndex={400}
    >
      <Stack gap="md">
        <Text role="alert">{message}</Text>
        <Group justify="flex-end">
          <Button color="red" onClick={onClose}>
            {t('app.ok')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
