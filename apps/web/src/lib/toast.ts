import { notifications } from '@mantine/notifications';
import { limits } from '@tradepact/shared';
import { i18n } from '../i18n';
import './toast.css';

/**
 * Where toasts show. Top-right covered the header's Sign Up and account buttons; the bottom holds the
 * forms' actions (the profile's Save bar, a phone's submit button). Top-center below the header
 * (toast.css) covers neither, at 360 px and on a desktop.
 */
const position = 'top-center';

/** Shows an error toast. Identical messages shown at the same time appear once. */
export function toastError(message: string): void {
  notifications.show({
    id: `error:${message}`,
    position,
    color: 'red',
    title: i18n.t('messages:dialogErrorTitle'),
    message,
    closeButtonProps: { 'aria-label': i18n.t('ui:app.close') },
  });
}

/** Shows a success toast; it closes by itself after 2 seconds (doc 1 §9: success popups). */
export function toastSuccess(message: string, title?: string): void {
  notifications.show({
    id: `success:${message}`,
    position,
    color: 'green',
    title,
    message,
    autoClose: limits.successPopupCloseMs,
    closeButtonProps: { 'aria-label': i18n.t('ui:app.close') },
  });
}
