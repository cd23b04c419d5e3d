/**
 * What the integrator API's answers look like (issue 34 §1), shown by the OpenAPI document beside each
 * schema (api/integrator.ts) and copied into docs/api/integrations.md: one made-up contractor's
 * kitchen renovation in Ottawa, sent, signed and paid in part.
 */

const projectId = '3f0c2a4e-8d1b-4c6a-9e2f-5b7d1a0c9e41';
const contractId = '9b2e7c1d-4a3f-4e8b-a6d5-0c1f2e3d4b5a';
const clientId = '5e1d9c7b-2f4a-4b3e-8c6d-7a9b0e1f2d3c';

export const integratorProjectExample = {
  Id: projectId,
  Name: 'Kitchen renovation',
  Address: '12 Maple Avenue',
  Unit: '',
  City: 'Ottawa',
  Province: 'Ontario',
  PostalCode: 'K1A 0B1',
  Status: 'current',
  Clients: [
    {
      Id: clientId,
      Name: 'Hélène Côté',
      BusinessName: '',
      Email: 'helene@example.com',
      Phone: '6135550199',
      Language: 'fr',
    },
  ],
  CreatedTime: '2026-11-02T14:05:11.000Z',
  UpdatedTime: '2026-11-02T14:05:11.000Z',
};

export const integratorContractExample = {
  Id: contractId,
  Number: 42,
  Revision: 0,
  AmendsId: null,
  ProjectId: projectId,
  Type: 'client',
  Status: 'sealed',
  Title: 'Demolish the kitchen and install new cabinets.',
  CommencementDate: '2026-11-16',
  CompletionDate: '2026-12-18',
  ExpiresOn: '2026-11-09',
  PriceCents: 1_000_000,
  TaxCents: 130_000,
  TotalCents: 1_130_000,
  Currency: 'CAD',
  CreatedTime: '2026-11-02T14:07:40.000Z',
  UpdatedTime: '2026-11-03T09:12:03.000Z',
  SentTime: '2026-11-02T14:07:52.000Z',
  SealedTime: '2026-11-03T09:12:03.000Z',
  ClientCancelledTime: null,
};

export const integratorContractDetailExample = {
  ...integratorContractExample,
  ScopeOfServices: 'Demolish the kitchen and install new cabinets.',
  Signers: [
    {
      Name: 'Hélène Côté',
      BusinessName: '',
      Email: 'helene@example.com',
      Role: 'client',
      Status: 'signed',
      ViewedTime: '2026-11-03T08:58:21.000Z',
      SignedTime: '2026-11-03T09:11:47.000Z',
      DeclinedTime: null,
      ChangeRequestedTime: null,
    },
  ],
  SealedSha256: '5f2b8c0e1d7a4b3c9e6f0a1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3',
  SealedPdfUrl: `https://app.tradepact.ca/api/v1/contract/sealedpdf?Id=${contractId}`,
};

export const integratorInvoiceExample = {
  Id: '1c4e6a8b-0d2f-4a6c-8e0b-2d4f6a8c0e2a',
  Number: 7,
  ContractId: contractId,
  ProjectId: projectId,
  Description: 'Deposit',
  IssuedOn: '2026-11-03',
  DueOn: '2026-12-03',
  Status: 'partly_paid',
  GrossCents: 100_000,
  HoldbackCents: 0,
  NetCents: 100_000,
  TaxCents: 13_000,
  TotalCents: 113_000,
  PaidCents: 50_000,
  Currency: 'CAD',
  IssuedTime: '2026-11-03T09:30:00.000Z',
  DisputedTime: null,
  Payments: [
    {
      Id: '7d9f1b3d-5f7a-4c1e-9a3c-5e7a9c1e3a5c',
      Method: 'etransfer',
      Status: 'received',
      AmountCents: 50_000,
      RefundedCents: 0,
      CreatedTime: '2026-11-04T16:20:00.000Z',
      ReceivedTime: '2026-11-04T18:02:00.000Z',
    },
  ],
};

export const integratorTemplateExample = {
  Id: '2a4c6e8a-0c2e-4a6c-8e0a-4c6e8a0c2e4a',
  Name: 'Kitchens',
  Language: 'en',
  Clauses: 12,
};

/** A page of a list, as every list of the API answers it. */
export const pageExample = <T>(item: T) => ({ Items: [item], Page: 1, PageSize: 50, Total: 1 });

export const integratorContractCreateExample = {
  ProjectId: projectId,
  TemplateId: integratorTemplateExample.Id,
  ScopeOfServices: 'Demolish the kitchen and install new cabinets.',
  CommencementDate: '2026-11-16',
  CompletionDate: '2026-12-18',
  PriceCents: 1_000_000,
  Deposit: { AmountCents: 100_000, DueOn: '2026-11-10' },
  Payments: [
    { DueOn: '2026-11-30', AmountCents: 400_000 },
    { DueOn: '2026-12-18', AmountCents: 500_000 },
  ],
  IdempotencyKey: 'crm-deal-1187',
};
