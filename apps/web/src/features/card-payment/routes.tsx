import type { RouteObject } from 'react-router';
import { loadLocalCardLabels } from '../../i18n/loadLabels';

/**
 * The local card page (/PayByCard?key=…&payment=…, issue 33 §3): where a client pays an invoice by
 * card on an install without Stripe keys, as Stripe Checkout's page would be. No account needed.
 */
export const cardPaymentRoutes: RouteObject[] = [
  {
    path: 'PayByCard',
    lazy: async () => {
      const [page] = await Promise.all([import('./LocalCardPage'), loadLocalCardLabels()]);
      return { Component: page.LocalCardPage };
    },
  },
];
