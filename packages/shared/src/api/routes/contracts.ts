// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { contractsApi as table } from '../index.js';

export const contractsApi = {
  saveDraft: { method: 'POST', path: '/api/app/contract/savedraft' },
  read: { method: 'GET', path: '/api/app/contract/read' },
  preview: { method: 'POST', path: '/api/app/contract/preview' },
  readList: { method: 'GET', path: '/api/app/contract/readlist' },
  expiredTime: { method: 'GET', path: '/api/app/contract/getexpiredtime' },
  defaultTerms: { method: 'GET', path: '/api/app/term/readlist' },
  serviceTypes: { method: 'GET', path: '/api/app/servicetype/readlist' },
  categories: { method: 'GET', path: '/api/app/category/readlist' },
} as unknown as typeof table;
