import type { RouteObject } from 'react-router';
import {
  loadAuthLabels,
  loadEmailLinkLabels,
  loadGettingPaidLabels,
  loadSigningRemindersLabels,
} from '../../i18n/loadLabels';

/** /Login and /login (with t=signin|signup, s=preset, token…), doc 1 §2. Paths match without case. */
export const authPublicRoutes: RouteObject[] = [
  {
    path: 'Login',
    lazy: async () => {
      const [page] = await Promise.all([import('./LoginPage'), loadAuthLabels()]);
      return { Component: page.LoginPage };
    },
  },
  {
    // The link emailed to a new alternate email: opened on any device, signed in or not.
    path: 'ConfirmAlternateEmail',
    lazy: async () => {
      const [page] = await Promise.all([import('./ConfirmAlternateEmailPage'), loadEmailLinkLabels()]);
      return { Component: page.ConfirmAlternateEmailPage };
    },
  },
];

/** Log-In Settings, doc 3. */
export const authSignedInRoutes: RouteObject[] = [
  {
    path: 'Settings',
    lazy: async () => {
      const [page] = await Promise.all([
        import('./settings/SettingsPage'),
        loadAuthLabels(),
        loadGettingPaidLabels(),
        loadSigningRemindersLabels(),
      ]);
      return { Component: page.SettingsPage };
    },
  },
];
