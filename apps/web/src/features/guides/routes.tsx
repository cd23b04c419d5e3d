import type { RouteObject } from 'react-router';
import { loadGuidesLabels } from '../../i18n/loadLabels';

/** A guide page, with its labels (a part of their own: src/i18n/<lang>/ui.guides.ts). */
const guidePage = async <T,>(page: Promise<T>) => (await Promise.all([page, loadGuidesLabels()]))[0];

/** How we work (public, doc 3 §1). */
export const guidesPublicRoutes: RouteObject[] = [
  {
    path: 'howwework',
    lazy: async () => ({ Component: (await guidePage(import('./HowWeWorkPage'))).HowWeWorkPage }),
  },
];

/** How to use (signed in, doc 3 §2). */
export const guidesSignedInRoutes: RouteObject[] = [
  {
    path: 'HowToUse',
    lazy: async () => ({ Component: (await guidePage(import('./HowToUsePage'))).HowToUsePage }),
  },
];
