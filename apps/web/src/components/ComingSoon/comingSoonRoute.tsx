import type { RouteObject } from 'react-router';
import type { ScreenKey } from './ComingSoonPage';

/** A route whose screen is not built yet. Replace it with the real page when it is. */
export function comingSoonRoute(path: string, screen: ScreenKey): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ComingSoonPage } = await import('./ComingSoonPage');
      return { element: <ComingSoonPage screen={screen} /> };
    },
  };
}
