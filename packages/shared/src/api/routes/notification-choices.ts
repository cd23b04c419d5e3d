// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { notificationChoicesApi as table } from '../index.js';

export const notificationChoicesApi = {
  unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe' },
} as unknown as typeof table;
