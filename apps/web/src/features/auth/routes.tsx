import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** /Login and /login (with t=signin|signup, s=preset, token…), doc 1 §2. Paths match without case. */
export const authPublicRoutes: RouteObject[] = [{ path: 'Login', element: <LoginPage /> }];

/** Log-In Settings, doc 3. */
export const authSignedInRoutes: RouteObject[] = [{ path: 'Settings', element: <SettingsPage /> }];
