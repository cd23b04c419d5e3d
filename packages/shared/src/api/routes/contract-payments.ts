// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { contractPaymentsApi as table } from '../index.js';

export const contractPaymentsApi = {
  read: { method: 'GET', path: '/api/app/contract/payments' },
  issueInvoice: { method: 'POST', path: '/api/app/contract/invoice' },
  confirmPayment: { method: 'POST', path: '/api/app/invoice/confirmpayment' },
  recordPayment: { method: 'POST', path: '/api/app/invoice/recordpayment' },
} as unknown as typeof table;
