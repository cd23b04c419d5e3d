import type { RouteObject } from 'react-router';

/** /Login and /login (with t=signin|signup, s=preset, token…), doc 1 §2. Paths match without case. */
export const authPublicRoutes: RouteObject[] = [
  { path: 'Login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
];

/** Log-In Settings, doc 3. */
export const authSignedInRoutes: RouteObject[] = [
  {
    path: 'Settings',
    lazy: async () => ({ Component: (await import('./settings/SettingsPage')).SettingsPage }),
  },
];
