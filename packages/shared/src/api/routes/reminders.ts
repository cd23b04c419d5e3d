// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { remindersApi as table } from '../index.js';

export const remindersApi = {
  terms: { method: 'GET', path: '/api/app/contract/termreminders' },
  send: { method: 'POST', path: '/api/app/contract/sendtermreminder' },
  update: { method: 'PUT', path: '/api/app/contract/updatetermreminder' },
  cancel: { method: 'PUT', path: '/api/app/contract/canceltermreminder' },
} as unknown as typeof table;
