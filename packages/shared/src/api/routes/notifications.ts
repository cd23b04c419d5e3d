// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { notificationsApi as table } from '../index.js';

export const notificationsApi = {
  outbox: { method: 'GET', path: '/api/dev/outbox' },
} as unknown as typeof table;
