import type { RouteObject } from 'react-router';

/** How we work (public, doc 3 §1). */
export const guidesPublicRoutes: RouteObject[] = [
  { path: 'howwework', lazy: async () => ({ Component: (await import('./HowWeWorkPage')).HowWeWorkPage }) },
];

/** How to use (signed in, doc 3 §2). */
export const guidesSignedInRoutes: RouteObject[] = [
  { path: 'HowToUse', lazy: async () => ({ Component: (await import('./HowToUsePage')).HowToUsePage }) },
];
