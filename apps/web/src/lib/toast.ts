import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

/** Shows an error toast. Identical messages shown at the same time appear once. */
export function toastError(message: string): void {
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    title: i18n.t('messages:dialogErrorTitle'),
    message,
  });
}
