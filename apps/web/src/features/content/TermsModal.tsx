import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EulaBody } from './EulaPage';

/** The terms popup of the home and sign-up screens (doc 1 §2): the EULA in force. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('messages:eulaTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {opened && <EulaBody />}
    </Modal>
  );
}
