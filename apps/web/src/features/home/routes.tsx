import type { RouteObject } from 'react-router';
import { loadHomeLabels } from '../../i18n/loadLabels';

export const homeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const [page] = await Promise.all([import('./HomePage'), loadHomeLabels()]);
      return { Component: page.HomePage };
    },
  },
];
