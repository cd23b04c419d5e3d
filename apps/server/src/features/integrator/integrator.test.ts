import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  integratorApi,
  integratorContractDetailSchema,
  integratorContractSchema,
  integratorInvoiceSchema,
  integratorProjectSchema,
  type IntegratorContract,
  type IntegratorContractDetail,
  type IntegratorInvoice,
  type IntegratorProject,
} from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { issuedInvoice, receivedETransfer } from '../../../test/client-invoices.js';
import { eventually, nextSigningKey, signWithKey } from '../../../test/signing.js';
import { contracts } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;
let otherProjectId: string;

const clientEmail = 'helene@example.com';
const db = () => t.services.database.db;
const contractRow = async (id: string) =>
  (await db().select().from(contracts).where(eq(contracts.id, id)))[0];
const get = (who: TestUser, path: string, query: Record<string, string> = {}) =>
  callAs(t, who, 'GET', `${path}?${new URLSearchParams(query)}`);
const sealedPdf = (who: TestUser, id: string) => get(who, '/api/v1/contract/sealedpdf', { Id: id });

/** The answer's keys are exactly the documented ones. */
const expectShape = (value: object, schema: { shape: object }) =>
  expect(Object.keys(value).sort()).toEqual(Object.keys(schema.shape).sort());

async function readContract(who: TestUser, id: string) {
  const answer = await get(who, integratorApi.contract.path, { Id: id });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Data as IntegratorContractDetail;
}

/** Sends a client contract of the owner's project from the builder; answers its id and the client's key. */
async function sentContract() {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  return { id, key: await nextSigningKey(t, clientEmail, id) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('integrator-owner@example.com', 'special');
  other = await t.createUser('integrator-other@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId: otherProjectId } = await projectWithParties(t, owner, { Email: 'second@example.com' }));
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t?.close());

describe('GET /api/v1/projects', () => {
  it('answers the account’s projects newest first with their clients, a page at a time', async () => {
    const first = await get(owner, integratorApi.projects.path, { PageSize: '1' });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().Data as { Items: IntegratorProject[]; Total: number; Page: number };
    expect(page).toMatchObject({ Page: 1, PageSize: 1, Total: 2 });
    const [project] = page.Items;
    expectShape(project ?? {}, integratorProjectSchema);
    expect(project).toMatchObject({
      Id: projectId,
      Name: 'Kitchen renovation',
      Address: '12 Maple Avenue',
      City: 'Ottawa',
      Province: 'Ontario',
      Status: 'current',
      Clients: [{ Name: 'Hélène Côté', Email: clientEmail, Phone: '6135550199', BusinessName: '' }],
    });
    const second = (await get(owner, integratorApi.projects.path, { PageSize: '1', Page: '2' })).json();
    expect(second.Data.Items.map((one: IntegratorProject) => one.Id)).toEqual([otherProjectId]);
  });

  it('answers another account none of them', async () => {
    const answer = await get(other, integratorApi.projects.path);
    expect(answer.json().Data).toEqual({ Items: [], Page: 1, PageSize: 50, Total: 0 });
  });

  it('refuses a page size over 100 with the API’s own words', async () => {
    const answer = await get(owner, integratorApi.projects.path, { PageSize: '500' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Code).toBe('integratorPageInvalid');
  });
});

describe('GET /api/v1/contracts and /api/v1/contract', () => {
  it('lists drafts and sent contracts with their price, tax and total in cents, of one project when asked', async () => {
    const draft = await callAs(t, owner, 'POST', '/api/app/contract/savedraft', saveRequest(otherProjectId));
    expect(draft.statusCode, draft.body).toBe(200);
    const { id } = await sentContract();

    const all = (await get(owner, integratorApi.contracts.path)).json().Data.Items as IntegratorContract[];
    expect(all.map((one) => one.Id).slice(0, 2)).toEqual([id, draft.json().Data.Id]);
    const [sent] = all;
    expectShape(sent ?? {}, integratorContractSchema);
    expect(sent).toMatchObject({
      ProjectId: projectId,
      Type: 'client',
      Status: 'sent',
      Revision: 0,
      AmendsId: null,
      Title: 'Demolish the kitchen and install new cabinets.',
      // $10,000 and Ontario's HST.
      PriceCents: 1_000_000,
      TaxCents: 130_000,
      TotalCents: 1_130_000,
      Currency: 'CAD',
      SealedTime: null,
    });
    expect(sent?.SentTime).not.toBeNull();
    expect(all.find((one) => one.Id === draft.json().Data.Id)?.Status).toBe('draft');

    const ofProject = (await get(owner, integratorApi.contracts.path, { ProjectId: otherProjectId })).json();
    expect(ofProject.Data.Items.map((one: IntegratorContract) => one.Id)).toEqual([draft.json().Data.Id]);
    expect(ofProject.Data.Total).toBe(1);
  });

  it('answers another account 404 for the account’s project, and none of its contracts', async () => {
    const refused = await get(other, integratorApi.contracts.path, { ProjectId: projectId });
    expect(refused.statusCode).toBe(404);
    expect((await get(other, integratorApi.contracts.path)).json().Data.Total).toBe(0);
  });

  it('follows a contract from sent to sealed: each signer’s status, then the SHA-256 and the PDF', async () => {
    const { id, key } = await sentContract();
    const sent = await readContract(owner, id);
    expectShape(sent, integratorContractDetailSchema);
    expect(sent).toMatchObject({
      Status: 'sent',
      SealedSha256: null,
      SealedPdfUrl: null,
      Signers: [
        { Name: 'Hélène Côté', Email: clientEmail, Role: 'client', Status: 'waiting', SignedTime: null },
      ],
    });
    expect((await sealedPdf(owner, id)).statusCode).toBe(404);

    await t.app.inject({ method: 'GET', url: `/api/app/contract/preview3?code=${key}` });
    const viewed = await readContract(owner, id);
    expect(viewed.Signers[0]?.Status).toBe('viewed');
    expect(viewed.Signers[0]?.ViewedTime).not.toBeNull();

    expect((await signWithKey(t, key)).statusCode).toBe(200);
    const row = await eventually(async () => {
      const current = await contractRow(id);
      return current?.status === 'Signed' ? current : undefined;
    }, 'the seal');
    const sealed = await readContract(owner, id);
    expect(sealed).toMatchObject({
      Status: 'sealed',
      SealedSha256: row.sealedSha256,
      SealedPdfUrl: `${t.services.config.publicUrl.replace(/\/$/, '')}/api/v1/contract/sealedpdf?Id=${id}`,
      Signers: [{ Status: 'signed' }],
    });
    expect(sealed.SealedTime).not.toBeNull();

    const pdf = await sealedPdf(owner, id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      pdf.rawPayload.equals((await t.services.storage.get(row.sealedPdfKey ?? '')) ?? Buffer.alloc(0)),
    ).toBe(true);
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(sealed.SealedSha256);

    expect((await get(other, integratorApi.contract.path, { Id: id })).statusCode).toBe(404);
    expect((await sealedPdf(other, id)).statusCode).toBe(404);
  });

  it('tells a declined contract and who declined it', async () => {
    const { id, key } = await sentContract();
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/app/contract/decline',
      payload: { code: key, reason: 'Too dear.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const contract = await readContract(owner, id);
    expect(contract.Status).toBe('declined');
    expect(contract.Signers[0]).toMatchObject({ Status: 'declined', SignedTime: null });
    expect(contract.Signers[0]?.DeclinedTime).not.toBeNull();
  });

  it('answers an unknown id 404', async () => {
    const answer = await get(owner, integratorApi.contract.path, { Id: crypto.randomUUID() });
    expect(answer.statusCode).toBe(404);
  });
});

describe('GET /api/v1/payments', () => {
  it('answers the account’s invoices with the payments on each, of one contract when asked', async () => {
    const first = await issuedInvoice(t, owner);
    const second = await issuedInvoice(t, owner, { netCents: 50_000 });
    await receivedETransfer(t, first.invoiceId, 60_000);

    const all = (await get(owner, integratorApi.payments.path)).json().Data;
    expect(all.Total).toBe(2);
    const one = await get(owner, integratorApi.payments.path, { ContractId: first.contractId });
    expect(one.statusCode, one.body).toBe(200);
    const [invoice] = one.json().Data.Items as IntegratorInvoice[];
    expectShape(invoice ?? {}, integratorInvoiceSchema);
    expect(invoice).toMatchObject({
      Id: first.invoiceId,
      ContractId: first.contractId,
      Description: 'Deposit',
      IssuedOn: '2026-11-02',
      DueOn: '2026-11-30',
      NetCents: 100_000,
      TaxCents: 13_000,
      TotalCents: 113_000,
      PaidCents: 60_000,
      Currency: 'CAD',
      Payments: [{ Method: 'etransfer', Status: 'received', AmountCents: 60_000, RefundedCents: 0 }],
    });
    expect(['partly_paid', 'overdue']).toContain(invoice?.Status);
    expect(all.Items.map((item: IntegratorInvoice) => item.Id)).toContain(second.invoiceId);
  });

  it('answers another account 404 for the account’s contract, and none of its invoices', async () => {
    const { contractId } = await issuedInvoice(t, owner);
    expect((await get(other, integratorApi.payments.path, { ContractId: contractId })).statusCode).toBe(404);
    expect((await get(other, integratorApi.payments.path)).json().Data.Total).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('lists the integrator endpoints with their summary, sign-in and an example answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const paths = answer.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const e of Object.values(integratorApi)) {
      const operation = paths[e.path]?.[e.method.toLowerCase()];
      expect(operation?.['summary'], e.path).toBe(e.summary);
      expect(operation?.['security'], e.path).toBeTruthy();
      expect(JSON.stringify(operation?.['responses']), e.path).toContain('"example"');
    }
    expect(JSON.stringify(paths['/api/v1/contract'])).toContain('superseded: replaced by an amendment');
    expect(paths['/api/v1/contracts']?.['post']?.['requestBody']).toBeTruthy();
    expect(JSON.stringify(paths['/api/v1/contracts']?.['post'])).toContain('crm-deal-1187');
    expect(paths['/api/v1/contract/sealedpdf']?.['get']?.['summary']).toContain('sealed PDF');
  });
});
