import { useMediaQuery } from '@mantine/hooks';
import type { ModalProps } from '@mantine/core';
import { AppModal } from '../../components/AppModal';

/** Doc 3 §9: the phone layout starts below 768 px; there a dialog takes the whole screen. */
const phoneQuery = '(max-width: 767px)';

/**
 * A table needs a desktop's room beside the 220-px sidebar (992 px and up); below, each row is a
 * card. Read at once (the signed-in pages are drawn in the browser only): no card flashes first.
 */
const tableQuery = '(min-width: 62em)';

export const useTables = () => useMediaQuery(tableQuery, undefined, { getInitialValueInEffect: false });

/** Settings › Integrations' dialogs: the whole screen on a phone. */
export function IntegrationModal(props: ModalProps) {
  const phone = useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
  return <AppModal size="lg" fullScreen={phone} {...props} />;
}
