// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { integrationsApi as table } from '../index.js';

export const integrationsApi = {
  keys: { method: 'GET', path: '/api/app/integrations/keys' },
  createKey: { method: 'POST', path: '/api/app/integrations/keys' },
  revokeKey: { method: 'POST', path: '/api/app/integrations/keys/revoke' },
  endpoints: { method: 'GET', path: '/api/app/integrations/webhooks' },
  createEndpoint: { method: 'POST', path: '/api/app/integrations/webhooks' },
  updateEndpoint: { method: 'PUT', path: '/api/app/integrations/webhooks' },
  rollSecret: { method: 'POST', path: '/api/app/integrations/webhooks/secret' },
  deleteEndpoint: { method: 'DELETE', path: '/api/app/integrations/webhooks' },
  deliveries: { method: 'GET', path: '/api/app/integrations/webhooks/deliveries' },
  sendTest: { method: 'POST', path: '/api/app/integrations/webhooks/test' },
  resend: { method: 'POST', path: '/api/app/integrations/webhooks/resend' },
} as unknown as typeof table;
