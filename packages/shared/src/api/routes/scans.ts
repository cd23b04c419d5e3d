// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { scansApi as table } from '../index.js';

export const scansApi = {
  scanDocuments: { method: 'POST', path: '/api/app/barcode/scandocuments' },
} as unknown as typeof table;
