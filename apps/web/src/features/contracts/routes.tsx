import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 3: the contract builder screens. */
export const contractsRoutes: RouteObject[] = [
  comingSoonRoute('MakeClientContract/:projectid', 'makeClientContract'),
  comingSoonRoute('MakeSubContract/:projectid/:subcontractorid', 'makeSubContract'),
  comingSoonRoute('EditClientContract/:contractid', 'editClientContract'),
  comingSoonRoute('EditSubContract/:contractid', 'editSubContract'),
  comingSoonRoute('MakeClientContractDemo/:projectid', 'makeClientContractDemo'),
];
