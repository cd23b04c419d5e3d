// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { writingHelpApi as table } from '../index.js';

export const writingHelpApi = {
  options: { method: 'GET', path: '/api/app/ai/options' },
  improve: { method: 'POST', path: '/api/app/ai/improve' },
  spellCheck: { method: 'POST', path: '/api/app/ai/spellcheck' },
} as unknown as typeof table;
