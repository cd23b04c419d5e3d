import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 2: My Projects, the project/client form (/Project and /Project/{id}) and signed-scan upload. */
export const projectsRoutes: RouteObject[] = [
  {
    path: 'MyProjects',
    lazy: async () => ({ Component: (await import('./list/MyProjectsPage')).MyProjectsPage }),
  },
  {
    path: 'Project/:id?',
    lazy: async () => ({ Component: (await import('./form/ProjectFormPage')).ProjectFormPage }),
  },
  comingSoonRoute('UploadFile', 'uploadFile'),
];
