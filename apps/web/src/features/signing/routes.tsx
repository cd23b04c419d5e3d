import type { RouteObject } from 'react-router';

/** The recipient's signing page (/Signature?key=…), opened without signing in (doc 3 §2). */
export const signingRoutes: RouteObject[] = [
  { path: 'Signature', lazy: async () => ({ Component: (await import('./SigningPage')).SigningPage }) },
];
