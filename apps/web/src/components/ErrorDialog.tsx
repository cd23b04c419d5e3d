import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './AppModal';

/**
 * Doc 1 §8, doc 2 §8: a refused save shows the server's Content in an error popup. Closing it
 * gives the focus back to what had it, unless `returnFocus` is false because `onClose` moves it to
 * the field the refusal names.
 */
export function ErrorDialog({
  message,
  onClose,
  returnFocus = true,
}: {
  message: string | null;
  onClose: () => void;
  returnFocus?: boolean;
}) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal
      opened={message !== null}
      onClose={onClose}
      returnFocus={returnFocus}
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
