import type { RouteObject } from 'react-router';

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
  {
    path: 'UploadFile',
    lazy: async () => ({ Component: (await import('../scans/UploadFilePage')).UploadFilePage }),
  },
];
