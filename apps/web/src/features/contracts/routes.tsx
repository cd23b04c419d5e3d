import type { RouteObject } from 'react-router';
import { loadVerifyLabels } from '../../i18n/loadLabels';
import type { BuilderScreen } from './builder/setup';

/** One builder address: the page's code (with the clause editor) downloads when it is first opened. */
function builderRoute(path: string, screen: BuilderScreen): RouteObject {
  return {
    path,
    lazy: async () => {
      const { ContractBuilderPage } = await import('./builder/ContractBuilderPage');
      return { element: <ContractBuilderPage screen={screen} /> };
    },
  };
}

/** Doc 3 §2: the contract builder screens. */
export const contractsRoutes: RouteObject[] = [
  builderRoute('MakeClientContract/:projectid', 'makeClient'),
  builderRoute('MakeSubContract/:projectid/:subcontractorid', 'makeSub'),
  builderRoute('EditClientContract/:contractid', 'editClient'),
  builderRoute('EditSubContract/:contractid', 'editSub'),
  builderRoute('MakeClientContractDemo/:projectid', 'demo'),
];

/** Public: where a contract page's QR code leads (/C/<code>/P03-05). */
export const contractsPublicRoutes: RouteObject[] = [
  {
    path: 'C/:code/:page',
    lazy: async () => {
      const [page] = await Promise.all([import('./document/DocumentCodePage'), loadVerifyLabels()]);
      return { Component: page.DocumentCodePage };
    },
  },
];
