import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OutboxPage = lazy(() => import('./OutboxPage').then((m) => ({ default: m.OutboxPage })));

/** Development outbox: what would have been emailed or texted. */
export const notificationsRoutes: RouteObject[] = [{ path: 'dev/outbox', element: <OutboxPage /> }];
