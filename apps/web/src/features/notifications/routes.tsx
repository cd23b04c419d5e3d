import type { RouteObject } from 'react-router';

/** Development outbox: what would have been emailed or texted. */
export const notificationsRoutes: RouteObject[] = [
  { path: 'dev/outbox', lazy: async () => ({ Component: (await import('./OutboxPage')).OutboxPage }) },
];

/** Public: where a general email's unsubscribe link leads; no sign-in. */
export const notificationsPublicRoutes: RouteObject[] = [
  {
    path: 'Unsubscribe',
    lazy: async () => ({ Component: (await import('./UnsubscribePage')).UnsubscribePage }),
  },
];
