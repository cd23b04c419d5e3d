import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import { subcontractorForm } from '../../../test/contact-forms.js';
import { insertContract } from '../../../test/contracts.js';
import { countStatements } from '../../../test/statements.js';
import { clientInvoices, clientPayments, contracts } from '../../db/schema/index.js';

let t: TestApp;
let owner: TestUser;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.headers, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(() => t.close());

/** $10,000 in Ontario: a $1,000 deposit on Jan 15, then $4,000 on Mar 1 and the $5,000 rest unscheduled. */
const schedule = {
  TotalCost: 10_000,
  Deposit: 1_000,
  DepositDate: '2027-01-15',
  Mode: 'date',
  Terms: [{ Name: '2027-03-01', Amount: 4_000 }],
};

async function ontarioProject(name: string): Promise<string> {
  const response = await call('POST', '/api/app/project/create', {
    Name: name,
    Comments: '',
    Address: '12 Maple Avenue',
    City: 'Ottawa',
    Province: 'Ontario',
    PostalCode: 'K1A 0B1',
    Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: 'helene@example.com', Phone: '6135550199' }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Data.Id as string;
}

let invoiceNumber = 0;

/** The deposit's invoice as issuing leaves it: $900 net of the 10 % holdback, HST 13 %, due Feb 12. */
async function invoiceDeposit(contractId: string): Promise<string> {
  invoiceNumber += 1;
  const [row] = await t.services.database.db
    .insert(clientInvoices)
    .values({
      ownerId: owner.id,
      contractId,
      number: invoiceNumber,
      receivableKey: 'deposit',
      description: 'Deposit',
      language: 'en',
      province: 'Ontario',
      grossCents: 100_000,
      holdbackCents: 10_000,
      netCents: 90_000,
      taxLines: [{ kind: 'HST', ratePercent: 13, cents: 11_700 }],
      taxCents: 11_700,
      payableCents: 101_700,
      issuedOn: '2027-01-15',
      dueOn: '2027-02-12',
      payKeyHash: randomUUID(),
      payKeySealed: 'sealed',
    })
    .returning({ id: clientInvoices.id });
  if (!row) throw new Error('invoice insert returned nothing');
  return row.id;
}

const pay = (invoiceId: string, status: string, amountCents: number, refundedCents = 0) =>
  t.services.database.db
    .insert(clientPayments)
    .values({ invoiceId, method: 'etransfer', status, amountCents, refundedCents });

type Listed = { Id: string; Contracts: { Id: string; Paid?: unknown }[] };

const paidIn = (projects: Listed[], contractId: string) =>
  projects.flatMap((project) => project.Contracts).find((contract) => contract.Id === contractId)?.Paid;

async function pagePaid(contractId: string) {
  const page = await call('GET', '/api/app/project/readpage?status=0');
  expect(page.statusCode, page.body).toBe(200);
  return paidIn(page.json().Data.Rows as Listed[], contractId);
}

describe('“Paid $X of $Y” on a contract’s line in My Projects', () => {
  it('owes the signed total with tax and the deposit first, before anything is invoiced', async () => {
    const projectId = await ontarioProject('Deck');
    const id = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed', payment: schedule });
    expect(await pagePaid(id)).toEqual({
      PaidCents: 0,
      TotalCents: 1_130_000,
      NextDueCents: 101_700,
      NextDueOn: '2027-01-15',
    });
  });

  it('counts what was received less refunds, not what is only reported or was refused, and what is left due', async () => {
    const projectId = await ontarioProject('Basement');
    const id = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed', payment: schedule });
    const invoice = await invoiceDeposit(id);
    await pay(invoice, 'received', 60_000, 10_000);
    await pay(invoice, 'received', 20_000);
    await pay(invoice, 'reported', 21_700);
    await pay(invoice, 'cancelled', 5_000);
    expect(await pagePaid(id)).toEqual({
      PaidCents: 70_000,
      TotalCents: 1_130_000,
      NextDueCents: 31_700,
      // The invoice's due day, no longer the schedule's.
      NextDueOn: '2027-02-12',
    });

    await pay(invoice, 'received', 31_700);
    // Then the term of Mar 1: $3,600 net of the holdback, with HST.
    expect(await pagePaid(id)).toMatchObject({
      PaidCents: 101_700,
      NextDueCents: 406_800,
      NextDueOn: '2027-03-01',
    });
  });

  it('says nothing of a draft, a sub-contract or a contract its client cancelled', async () => {
    const projectId = await ontarioProject('Garage');
    const draft = await insertContract(t, {
      ownerId: owner.id,
      projectId,
      status: 'Draft',
      payment: schedule,
    });
    const cancelled = await insertContract(t, {
      ownerId: owner.id,
      projectId,
      status: 'Signed',
      payment: schedule,
    });
    await t.services.database.db
      .update(contracts)
      .set({ clientCancelledAt: new Date() })
      .where(eq(contracts.id, cancelled));
    const added = await call('POST', '/api/app/subcontractor/createwithproject', {
      ...subcontractorForm(),
      ProjectId: projectId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const subcontract = await insertContract(t, {
      ownerId: owner.id,
      projectId,
      subcontractorId: added.json().Data.Id as string,
      status: 'Signed',
      payment: schedule,
    });
    expect(await pagePaid(draft)).toBeNull();
    expect(await pagePaid(subcontract)).toBeNull();
    expect(await pagePaid(cancelled)).toBeNull();
  });

  it('reads it with the page’s contracts, in no statement more, whatever the invoices and payments', async () => {
    const counted = async () =>
      (await countStatements(t, () => call('GET', '/api/app/project/readpage?status=0'))).count;
    const before = await counted();
    const projectId = await ontarioProject('Porch');
    const id = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed', payment: schedule });
    const invoice = await invoiceDeposit(id);
    await pay(invoice, 'received', 1_000);
    await pay(invoice, 'received', 2_000);
    expect(await counted()).toBe(before);
  });

  it('shows a payment in the whole list at once, though the list is kept between reads', async () => {
    const projectId = await ontarioProject('Shed');
    const id = await insertContract(t, { ownerId: owner.id, projectId, status: 'Signed', payment: schedule });
    const invoice = await invoiceDeposit(id);
    const listed = async () =>
      paidIn((await call('GET', '/api/app/project/readlist')).json().Data as Listed[], id);
    expect(await listed()).toMatchObject({ PaidCents: 0 });
    await pay(invoice, 'received', 50_000);
    expect(await listed()).toMatchObject({ PaidCents: 50_000 });
    await t.services.database.db
      .update(clientPayments)
      .set({ refundedCents: 20_000 })
      .where(eq(clientPayments.invoiceId, invoice));
    expect(await listed()).toMatchObject({ PaidCents: 30_000 });
  });
});
