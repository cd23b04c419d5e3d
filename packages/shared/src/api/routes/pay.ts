// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { payApi as table } from '../index.js';

export const payApi = {
  read: { method: 'GET', path: '/api/app/pay' },
  reportSent: { method: 'POST', path: '/api/app/pay/sent' },
  card: { method: 'POST', path: '/api/app/pay/card' },
  dispute: { method: 'POST', path: '/api/app/pay/dispute' },
} as unknown as typeof table;
