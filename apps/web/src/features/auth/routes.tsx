import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** /Login and /login (with t=signin|signup, s=preset, token…), doc 1 §2. */
export const authPublicRoutes: RouteObject[] = [comingSoonRoute('Login', 'login')];

/** Log-in settings, doc 3. */
export const authSignedInRoutes: RouteObject[] = [comingSoonRoute('Settings', 'settings')];
