import type { RouteObject } from 'react-router';

const profilePage = async () => ({ Component: (await import('./ProfilePage')).ProfilePage });

/** Business profile, tab by trailing index (doc 1 §2). Paths match without case. */
export const profileRoutes: RouteObject[] = [
  { path: 'MyProfile/:tabIdx?', lazy: profilePage },
  { path: 'PersonalInfo/:tabIdx?', lazy: profilePage },
];
