import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';

/**
 * Doc 3 §8 and DECISIONS "Everywhere": on the template screens a refusal is a popup titled with the
 * server's Content, and an OK button.
 */
export function RefusalDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={message !== null} onClose={onClose} title={message} zIndex={400}>
      <Group justify="flex-end">
        <Button color="red" onClick={onClose} data-autofocus>
          {t('app.ok')}
        </Button>
      </Group>
    </AppModal>
  );
}
