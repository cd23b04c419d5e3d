// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { paymentSettingsApi as table } from '../index.js';

export const paymentSettingsApi = {
  read: { method: 'GET', path: '/api/app/settings/payments' },
  save: { method: 'PUT', path: '/api/app/settings/payments' },
  connectStripe: { method: 'POST', path: '/api/app/settings/stripe/connect' },
  refreshStripe: { method: 'POST', path: '/api/app/settings/stripe/refresh' },
  payouts: { method: 'GET', path: '/api/app/settings/stripe/payouts' },
} as unknown as typeof table;
