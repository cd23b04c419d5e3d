// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { signingCodeApi as table } from '../index.js';

export const signingCodeApi = {
  send: { method: 'POST', path: '/api/app/contract/sendcode' },
  check: { method: 'POST', path: '/api/app/contract/checkcode' },
} as unknown as typeof table;
