import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 2: clients and sub-contractors. */
export const contactsRoutes: RouteObject[] = [comingSoonRoute('MyContacts', 'myContacts')];
