// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { contentApi as table } from '../index.js';

export const contentApi = {
  howWeWork: { method: 'GET', path: '/api/site/howwework' },
  publishedEula: { method: 'GET', path: '/api/site/eula' },
  eulaRead: { method: 'GET', path: '/api/app/eula/read' },
  eulaAccept: { method: 'POST', path: '/api/app/eula/accept' },
  announcementRead: { method: 'GET', path: '/api/app/announcement/read' },
  announcementAccept: { method: 'POST', path: '/api/app/announcement/accept' },
  termChanges: { method: 'GET', path: '/api/app/term/changeslist' },
  termAcceptChanges: { method: 'POST', path: '/api/app/term/acceptchanges' },
} as unknown as typeof table;
