import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-page overlay with a spinner, above everything but notifications. */
export function LoaderOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LoadingOverlay
        visible={visible}
        zIndex={1000}
        pos="fixed"
        overlayProps={{ blur: 2, backgroundOpacity: 0.35 }}
        data-testid="loader-overlay"
      />
      <VisuallyHidden role="status">{visible ? t('loader.label') : ''}</VisuallyHidden>
    </>
  );
}
