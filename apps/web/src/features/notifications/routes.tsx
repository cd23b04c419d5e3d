import type { RouteObject } from 'react-router';
import { loadEmailLinkLabels, loadOutboxLabels } from '../../i18n/loadLabels';

/** Development outbox: what would have been emailed or texted. */
export const notificationsRoutes: RouteObject[] = [
  {
    path: 'dev/outbox',
    lazy: async () => {
      const [page] = await Promise.all([import('./OutboxPage'), loadOutboxLabels()]);
      return { Component: page.OutboxPage };
    },
  },
];

/** Public: where a general email's unsubscribe link leads; no sign-in. */
export const notificationsPublicRoutes: RouteObject[] = [
  {
    path: 'Unsubscribe',
    lazy: async () => {
      const [page] = await Promise.all([import('./UnsubscribePage'), loadEmailLinkLabels()]);
      return { Component: page.UnsubscribePage };
    },
  },
];
