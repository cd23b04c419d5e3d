import type { RouteObject } from 'react-router';
import {
  loadContractPaymentsLabels,
  loadRemindersLabels,
  loadSigningRemindersLabels,
} from '../../i18n/loadLabels';

/** Doc 2: My Projects, the project/client form (/Project and /Project/{id}) and signed-scan upload. */
export const projectsRoutes: RouteObject[] = [
  {
    path: 'MyProjects',
    // With the words of what signed contracts' clients paid (issue 33), which no other page reads, and
    // of the reminders to sign (Settings loads them too) and to pay.
    lazy: async () => {
      const [{ MyProjectsPage }] = await Promise.all([
        import('./list/MyProjectsPage'),
        loadContractPaymentsLabels(),
        loadSigningRemindersLabels(),
        loadRemindersLabels(),
      ]);
      return { Component: MyProjectsPage };
    },
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
