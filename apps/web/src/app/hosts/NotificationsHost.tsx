import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toasts with their styles, loaded by OnDemandNotifications. */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
