import type { RouteObject } from 'react-router';
import { loadProfilePageLabels } from '../../i18n/loadLabels';

const profilePage = async () => {
  const [page] = await Promise.all([import('./ProfilePage'), loadProfilePageLabels()]);
  return { Component: page.ProfilePage };
};

/** Business profile, tab by trailing index (doc 1 §2). Paths match without case. */
export const profileRoutes: RouteObject[] = [
  { path: 'MyProfile/:tabIdx?', lazy: profilePage },
  { path: 'PersonalInfo/:tabIdx?', lazy: profilePage },
];
