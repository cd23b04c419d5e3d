import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Business profile, tab by trailing index (doc 1 §2). */
export const profileRoutes: RouteObject[] = [
  comingSoonRoute('MyProfile/:tabIdx?', 'myProfile'),
  comingSoonRoute('PersonalInfo/:tabIdx?', 'personalInfo'),
];
