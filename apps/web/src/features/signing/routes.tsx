import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** The recipient's signing page (/Signature?key=…), opened without signing in (doc 3). */
export const signingRoutes: RouteObject[] = [comingSoonRoute('Signature', 'signature')];
