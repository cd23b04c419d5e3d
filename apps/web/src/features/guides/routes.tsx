import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** How we work (public, doc 3 §1). */
export const guidesPublicRoutes: RouteObject[] = [comingSoonRoute('howwework', 'howWeWork')];

/** How to use (signed in, doc 3 §2). */
export const guidesSignedInRoutes: RouteObject[] = [comingSoonRoute('HowToUse', 'howToUse')];
