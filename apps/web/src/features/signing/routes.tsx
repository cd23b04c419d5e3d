import type { RouteObject } from 'react-router';
import { loadCancelLabels } from '../../i18n/loadLabels';

/**
 * The consumer's cancel page (/CancelAgreement?key=…, issue 31 §2), with its labels, in a chunk of its
 * own. The signing page (/Signature?key=…) is not the router's: it is an entry of its own
 * (signature.html, SigningRoot.tsx).
 */
export const signingRoutes: RouteObject[] = [
  {
    path: 'CancelAgreement',
    lazy: async () => {
      const [page] = await Promise.all([import('./cancel/CancelPage'), loadCancelLabels()]);
      return { Component: page.CancelPage };
    },
  },
];
