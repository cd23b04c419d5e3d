import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { ScreenKey } from './ComingSoonPage';

const ComingSoonPage = lazy(() => import('./ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })));

/** A route whose screen is not built yet. Replace it with the real page when it is. */
export function comingSoonRoute(path: string, screen: ScreenKey): RouteObject {
  return { path, element: <ComingSoonPage screen={screen} /> };
}
