import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's modal with its close button named in the reader's language (the × icon alone has no name). */
export function AppModalContent(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('app.close') }} {...props} />;
}
