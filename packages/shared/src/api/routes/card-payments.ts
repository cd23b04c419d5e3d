// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { cardPaymentsApi as table } from '../index.js';

export const cardPaymentsApi = {
  localPage: { method: 'GET', path: '/api/app/pay/localcard' },
  localPay: { method: 'POST', path: '/api/app/pay/localcard' },
  refund: { method: 'POST', path: '/api/app/invoice/refundcard' },
} as unknown as typeof table;
