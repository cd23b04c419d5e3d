// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { filesApi as table } from '../index.js';

export const filesApi = {
  upload: { method: 'POST', path: '/api/cloud/upload' },
} as unknown as typeof table;
