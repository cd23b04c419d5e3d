import type { RouteObject } from 'react-router';

/** Doc 3 §2 "Contract templates": the list and the detail of the contractor's clause templates. */
export const templatesRoutes: RouteObject[] = [
  {
    path: 'ContractTemplate',
    lazy: async () => ({ Component: (await import('./ContractTemplatesPage')).ContractTemplatesPage }),
  },
  {
    path: 'ContractTemplateDetail',
    lazy: async () => ({ Component: (await import('./TemplateDetailPage')).TemplateDetailPage }),
  },
];
