import type { RouteObject } from 'react-router';
import { comingSoonRoute } from '../../components/ComingSoon/comingSoonRoute';

/** Doc 2: My Projects, the project/client form (/Project and /Project/{id}) and signed-scan upload. */
export const projectsRoutes: RouteObject[] = [
  comingSoonRoute('MyProjects', 'myProjects'),
  comingSoonRoute('Project/:id?', 'project'),
  comingSoonRoute('UploadFile', 'uploadFile'),
];
