import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

const MyProjectsPage = lazy(() =>
  import('./list/MyProjectsPage').then((m) => ({ default: m.MyProjectsPage })),
);

/** Doc 2: My Projects, the project/client form (/Project and /Project/{id}) and signed-scan upload. */
export const projectsRoutes: RouteObject[] = [
  { path: 'MyProjects', element: <MyProjectsPage /> },
  {
    path: 'Project/:id?',
    Component: lazy(() => import('./form/ProjectFormPage').then((m) => ({ default: m.ProjectFormPage }))),
  },
  comingSoonRoute('UploadFile', 'uploadFile'),
];
