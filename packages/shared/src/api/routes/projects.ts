// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { projectsApi as table } from '../index.js';

export const projectsApi = {
  list: { method: 'GET', path: '/api/app/project/readlist' },
  page: { method: 'GET', path: '/api/app/project/readpage' },
  read: { method: 'GET', path: '/api/app/project/read' },
  create: { method: 'POST', path: '/api/app/project/create' },
  update: { method: 'PUT', path: '/api/app/project/update' },
  remove: { method: 'DELETE', path: '/api/app/project/delete' },
  updateStatus: { method: 'PUT', path: '/api/app/project/updatestatus' },
  suggestAddress: { method: 'GET', path: '/api/app/address/suggest' },
} as unknown as typeof table;
