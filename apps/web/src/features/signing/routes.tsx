import type { RouteObject } from 'react-router';
import { loadCancelLabels } from '../../i18n/loadLabels';

/**
 * The recipient's signing page (/Signature?key=…), opened without signing in (doc 3 §2); and the
 * consumer's cancel page (/CancelAgreement?key=…, issue 31 §2), with its labels, in chunks of their own.
 */
export const signingRoutes: RouteObject[] = [
  { path: 'Signature', lazy: async () => ({ Component: (await import('./SigningPage')).SigningPage }) },
  {
    path: 'CancelAgreement',
    lazy: async () => {
      const [page] = await Promise.all([import('./cancel/CancelPage'), loadCancelLabels()]);
      return { Component: page.CancelPage };
    },
  },
];
