import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

const NotificationsHost = lazy(() => import('./NotificationsHost'));

/**
 * The toasts' container, downloaded with the first toast: most visits never show one. Toasts
 * shown meanwhile wait in Mantine's store and appear once the container is there.
 */
export function OnDemandNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
