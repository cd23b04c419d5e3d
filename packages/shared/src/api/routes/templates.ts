// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { templatesApi as table } from '../index.js';

export const templatesApi = {
  readList: { method: 'GET', path: '/api/app/customterm/readlist' },
  create: { method: 'POST', path: '/api/app/customterm/create' },
  update: { method: 'PUT', path: '/api/app/customterm/update' },
  updateWithPost: { method: 'POST', path: '/api/app/customterm/update' },
  delete: { method: 'DELETE', path: '/api/app/customterm/delete' },
} as unknown as typeof table;
