import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const MyContactsPage = lazy(() => import('./MyContactsPage').then((m) => ({ default: m.MyContactsPage })));

/** Doc 2: clients and sub-contractors. */
export const contactsRoutes: RouteObject[] = [{ path: 'MyContacts', element: <MyContactsPage /> }];
