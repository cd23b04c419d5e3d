// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { signingApi as table } from '../index.js';

export const signingApi = {
  preview: { method: 'GET', path: '/api/app/contract/preview3' },
  newVersion: { method: 'GET', path: '/api/app/contract/newversion' },
  signatureUpload: { method: 'POST', path: '/api/app/contract/signature' },
  sign: { method: 'POST', path: '/api/app/contract/sign' },
  englishWish: { method: 'POST', path: '/api/app/contract/englishwish' },
  askChange: { method: 'POST', path: '/api/app/contract/askchange' },
  decline: { method: 'POST', path: '/api/app/contract/decline' },
  clientCancellation: { method: 'GET', path: '/api/app/contract/clientcancellation' },
  cancelByClient: { method: 'POST', path: '/api/app/contract/clientcancel' },
  verify: { method: 'POST', path: '/api/site/verify' },
  documentStatus: { method: 'GET', path: '/api/site/document' },
} as unknown as typeof table;
