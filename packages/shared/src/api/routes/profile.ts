// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { profileApi as table } from '../index.js';

export const profileApi = {
  read: { method: 'GET', path: '/api/app/business/read' },
  update: { method: 'PUT', path: '/api/app/business/update' },
} as unknown as typeof table;
