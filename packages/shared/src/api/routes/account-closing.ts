// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { accountClosingApi as table } from '../index.js';

export const accountClosingApi = {
  closingAsk: { method: 'GET', path: '/api/identity/closeaccount' },
  closeAccount: { method: 'POST', path: '/api/identity/closeaccount' },
} as unknown as typeof table;
