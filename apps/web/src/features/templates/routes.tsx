import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 3: contract term templates. */
export const templatesRoutes: RouteObject[] = [
  comingSoonRoute('ContractTemplate', 'contractTemplate'),
  comingSoonRoute('ContractTemplateDetail', 'contractTemplateDetail'),
];
