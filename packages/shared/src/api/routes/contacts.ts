// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { contactsApi as table } from '../index.js';

export const contactsApi = {
  clientList: { method: 'GET', path: '/api/app/client/readlist' },
  clientCreate: { method: 'POST', path: '/api/app/client/create' },
  clientUpdate: { method: 'PUT', path: '/api/app/client/update' },
  clientDelete: { method: 'DELETE', path: '/api/app/client/delete' },
  subcontractorList: { method: 'GET', path: '/api/app/subcontractor/readlist' },
  subcontractorCreate: { method: 'POST', path: '/api/app/subcontractor/create' },
  subcontractorCreateWithProject: { method: 'POST', path: '/api/app/subcontractor/createwithproject' },
  subcontractorUpdate: { method: 'PUT', path: '/api/app/subcontractor/update' },
  subcontractorDelete: { method: 'DELETE', path: '/api/app/subcontractor/delete' },
  subcontractorRemoveFromProject: { method: 'PUT', path: '/api/app/subcontractor/deletefromproject' },
} as unknown as typeof table;
