// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { integratorApi as table } from '../index.js';

export const integratorApi = {
  projects: { method: 'GET', path: '/api/v1/projects' },
  templates: { method: 'GET', path: '/api/v1/templates' },
  contracts: { method: 'GET', path: '/api/v1/contracts' },
  contract: { method: 'GET', path: '/api/v1/contract' },
  createContract: { method: 'POST', path: '/api/v1/contracts' },
  payments: { method: 'GET', path: '/api/v1/payments' },
} as unknown as typeof table;
