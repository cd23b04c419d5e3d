import type { RouteObject } from 'react-router';

/** Doc 2: clients and sub-contractors. */
export const contactsRoutes: RouteObject[] = [
  {
    path: 'MyContacts',
    lazy: async () => ({ Component: (await import('./MyContactsPage')).MyContactsPage }),
  },
];
