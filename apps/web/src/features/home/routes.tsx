import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const HomePage = lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage })));

export const homeRoutes: RouteObject[] = [{ index: true, element: <HomePage /> }];
