// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { signingRemindersApi as table } from '../index.js';

export const signingRemindersApi = {
  read: { method: 'GET', path: '/api/app/contract/signingreminders' },
  change: { method: 'PUT', path: '/api/app/contract/signingreminders' },
  readDefault: { method: 'GET', path: '/api/app/settings/signingreminders' },
  saveDefault: { method: 'PUT', path: '/api/app/settings/signingreminders' },
} as unknown as typeof table;
