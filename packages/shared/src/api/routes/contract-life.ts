// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { contractLifeApi as table } from '../index.js';

export const contractLifeApi = {
  create: { method: 'POST', path: '/api/app/contract/create' },
  update: { method: 'POST', path: '/api/app/contract/update' },
  resend: { method: 'PUT', path: '/api/app/contract/resend' },
  newLinks: { method: 'PUT', path: '/api/app/contract/newlinks' },
  cancel: { method: 'PUT', path: '/api/app/contract/cancel' },
  originals: { method: 'GET', path: '/api/app/contract/originals' },
  deliveries: { method: 'GET', path: '/api/app/contract/deliveries' },
} as unknown as typeof table;
