import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));

/** Business profile, tab by trailing index (doc 1 §2). Paths match without case. */
export const profileRoutes: RouteObject[] = [
  { path: 'MyProfile/:tabIdx?', element: <ProfilePage /> },
  { path: 'PersonalInfo/:tabIdx?', element: <ProfilePage /> },
];
