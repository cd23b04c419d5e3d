import type { RouteObject } from 'react-router';
import { loadVerifyLabels } from '../../i18n/loadLabels';

/** Public: anyone checks whether a PDF is exactly a contract this product sealed. */
export const verifyRoutes: RouteObject[] = [
  {
    path: 'verify',
    lazy: async () => {
      const [page] = await Promise.all([import('./VerifyPage'), loadVerifyLabels()]);
      return { Component: page.VerifyPage };
    },
  },
];
