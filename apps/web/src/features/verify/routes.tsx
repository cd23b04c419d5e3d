import type { RouteObject } from 'react-router';

/** Public: anyone checks whether a PDF is exactly a contract this product sealed. */
export const verifyRoutes: RouteObject[] = [
  {
    path: 'verify',
    lazy: async () => ({ Component: (await import('./VerifyPage')).VerifyPage }),
  },
];
