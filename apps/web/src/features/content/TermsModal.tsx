import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/AppModal';
import { EulaBody } from './EulaPage';

/** The terms popup of the home and sign-up screens (doc 1 §2): the EULA in force. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <AppModal opened={opened} onClose={onClose} title={t('messages:eulaTitle')} size="lg">
      {opened && <EulaBody />}
    </AppModal>
  );
}
