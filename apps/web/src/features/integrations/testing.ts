import type { ApiKeySummary, WebhookDelivery, WebhookEndpoint } from './api';

/** Test data of Settings › Integrations, as the server answers it. */

export const keyId = '0b9f7c52-5f0e-4c1e-9a57-3a1c1f0d8e21';
export const revokedKeyId = '9d2a4f1e-8b3c-4d5e-a6f7-1b2c3d4e5f60';
export const endpointId = '5c7e9a1b-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
export const deliveryId = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';

export function aKey(fields: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    Id: keyId,
    Name: 'Zapier',
    Scopes: ['contracts:read', 'payments:read'],
    Last4: 'a1B2',
    CreatedTime: '2026-11-20T15:00:00.000Z',
    LastUsedTime: null,
    RevokedTime: null,
    ...fields,
  };
}

export const revokedKey = () =>
  aKey({
    Id: revokedKeyId,
    Name: 'Old sync',
    Scopes: ['contracts:send'],
    Last4: 'Zz90',
    CreatedTime: '2026-10-01T15:00:00.000Z',
    LastUsedTime: '2026-10-15T18:30:00.000Z',
    RevokedTime: '2026-11-02T16:00:00.000Z',
  });

export function anEndpoint(fields: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    Id: endpointId,
    Url: 'https://hooks.zapier.com/hooks/catch/123/abc',
    Description: 'Spreadsheet of signed contracts',
    Events: ['contract.signed', 'contract.completed', 'payment.received'],
    Enabled: true,
    DisabledReason: null,
    FailingSinceTime: null,
    CreatedTime: '2026-11-20T15:00:00.000Z',
    ...fields,
  };
}

export function aDelivery(fields: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    Id: deliveryId,
    MessageId: 'msg_2pQx',
    EventType: 'contract.completed',
    Status: 'succeeded',
    Attempts: 1,
    ResponseCode: 200,
    Error: '',
    CreatedTime: '2026-11-28T14:40:00.000Z',
    LastAttemptTime: '2026-11-28T14:40:01.000Z',
    NextAttemptTime: null,
    ...fields,
  };
}
