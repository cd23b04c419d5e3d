import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  en,
  integratorApi,
  type IntegratorContractCreate,
  type IntegratorContractDetail,
  type MessageKey,
} from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  ontarioDay,
  projectWithParties,
  saveBusinessProfile,
} from '../../../test/contractor.js';
import { nextSigningKey, outboxFor } from '../../../test/signing.js';
import { contracts, signingReminders, subscriptionPlans } from '../../db/schema/index.js';
import { sentLanguage } from '../signing/signers.service.js';

let t: TestApp;
const db = () => t.services.database.db;
const clientEmail = 'helene@example.com';

beforeAll(async () => {
  t = await createTestApp();
  // One client contract a month on the trial, so that the quota is reached at once.
  await db().update(subscriptionPlans).set({ clientContractQuota: 1 }).where(eq(subscriptionPlans.type, 1));
}, 60_000);
afterAll(() => t?.close());

/** A trial account ready to send: profile with signature, the EULA, a project with one client. */
async function readyContractor(client: Record<string, unknown> = {}) {
  const who = await t.createUser();
  await saveBusinessProfile(t, who);
  await acceptEula(t, who);
  const { projectId } = await projectWithParties(t, who, client);
  return { who, projectId };
}

async function clientTemplate(who: TestUser, terms: string[]): Promise<string> {
  const made = await callAs(t, who, 'POST', '/api/app/customterm/create', {
    Tag: 'Kitchens',
    Type: 1,
    Terms: terms,
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().Data.Id as string;
}

const request = (projectId: string, overrides: Partial<IntegratorContractCreate> = {}) => ({
  ProjectId: projectId,
  ScopeOfServices: 'Demolish the kitchen and install new cabinets.',
  CommencementDate: ontarioDay(10),
  CompletionDate: ontarioDay(40),
  PriceCents: 1_000_000,
  ...overrides,
});

const create = (who: TestUser, body: unknown) =>
  callAs(t, who, 'POST', integratorApi.createContract.path, body);

const contractsOf = (who: TestUser) => db().select().from(contracts).where(eq(contracts.ownerId, who.id));
const usageOf = async (who: TestUser) =>
  (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data.Subscription as {
    ClientContractUsed: number;
  };

describe('POST /api/v1/contracts', () => {
  it('makes the contract from the template and sends it: the signing email, Sent, the quota counted, reminders planned', async () => {
    const { who, projectId } = await readyContractor();
    const templateId = await clientTemplate(who, [
      '<p><strong>Warranty.</strong> Two years on workmanship.</p>',
    ]);

    const answer = await create(
      who,
      request(projectId, {
        TemplateId: templateId,
        Deposit: { AmountCents: 100_000, DueOn: ontarioDay(5) },
        Payments: [
          { DueOn: ontarioDay(20), AmountCents: 400_000 },
          { DueOn: ontarioDay(40), AmountCents: 500_000 },
        ],
        Message: 'As discussed on site.',
      }),
    );

    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Content).toBe(en.integratorContractSent);
    const contract = answer.json().Data as IntegratorContractDetail;
    expect(contract).toMatchObject({
      ProjectId: projectId,
      Type: 'client',
      Status: 'sent',
      PriceCents: 1_000_000,
      TotalCents: 1_130_000,
      CommencementDate: ontarioDay(10),
      CompletionDate: ontarioDay(40),
      Signers: [{ Email: clientEmail, Role: 'client', Status: 'waiting' }],
    });
    expect(contract.ExpiresOn).not.toBeNull();

    const [row] = await contractsOf(who);
    expect(row).toMatchObject({
      id: contract.Id,
      status: 'Sent',
      termsId: templateId,
      sendMessage: 'As discussed on site.',
    });
    expect(row?.data.Terms).toEqual(['<p><strong>Warranty.</strong> Two years on workmanship.</p>']);
    expect(row?.data.Payment).toMatchObject({
      TotalCost: 10_000,
      Deposit: 1_000,
      DepositDate: ontarioDay(5),
      Mode: 'date',
      Terms: [
        { Name: ontarioDay(20), Amount: 4_000 },
        { Name: ontarioDay(40), Amount: 5_000 },
      ],
    });
    expect(await nextSigningKey(t, clientEmail, contract.Id)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await usageOf(who)).ClientContractUsed).toBe(1);
    const reminders = await db()
      .select()
      .from(signingReminders)
      .where(eq(signingReminders.contractId, contract.Id));
    expect(reminders.length).toBeGreaterThan(0);
  });

  it('answers the contract the first request made for the same IdempotencyKey, sending nothing more', async () => {
    const { who, projectId } = await readyContractor({ Email: 'again@example.com' });
    const body = request(projectId, { IdempotencyKey: 'crm-deal-1187' });

    const first = await create(who, body);
    const again = await create(who, body);

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().Data.Id).toBe(first.json().Data.Id);
    expect(await contractsOf(who)).toHaveLength(1);
    expect((await usageOf(who)).ClientContractUsed).toBe(1);
    await nextSigningKey(t, 'again@example.com', first.json().Data.Id);
    expect(await outboxFor(t, 'again@example.com')).toHaveLength(1);
  });

  it('without a template, takes the default clauses in the clients’ language; without payments, the price is due at completion', async () => {
    const { who, projectId } = await readyContractor({ Email: 'french@example.com', Language: 'fr' });

    const answer = await create(who, request(projectId));

    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await contractsOf(who);
    const french = await callAs(t, who, 'GET', '/api/app/term/readlist?type=0&language=fr');
    expect(row?.termsId).toBeNull();
    expect(row?.data.Terms).toEqual(french.json().Data.map((term: { Text: string }) => term.Text));
    expect(row?.data.Terms.length).toBeGreaterThan(0);
    expect(row?.data.Payment).toMatchObject({
      TotalCost: 10_000,
      Deposit: 0,
      Terms: [{ Name: ontarioDay(40), Amount: 10_000 }],
    });
    expect(await sentLanguage(db(), row?.id ?? '')).toBe('fr');
  });

  it('schedules each payment at its milestone: a trade of the builder’s list by its name, any other as written', async () => {
    const { who, projectId } = await readyContractor({ Email: 'milestones@example.com' });

    const answer = await create(
      who,
      request(projectId, {
        Deposit: { AmountCents: 100_000, DueOn: ontarioDay(5) },
        Milestones: [
          { Name: 'framing', AmountCents: 400_000 },
          { Name: 'Cabinets installed', AmountCents: 500_000 },
        ],
      }),
    );

    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await contractsOf(who);
    expect(row?.status).toBe('Sent');
    expect(row?.data.Payment).toMatchObject({
      TotalCost: 10_000,
      Deposit: 1_000,
      Mode: 'milestone',
      Terms: [
        { Name: 'Framing', Amount: 4_000 },
        { Name: 'Other Type', CustomName: 'Cabinets installed', Amount: 5_000 },
      ],
    });
  });

  const refusals: [string, (projectId: string) => unknown, MessageKey][] = [
    [
      'both payments by date and milestones',
      (p) =>
        request(p, {
          Payments: [{ DueOn: ontarioDay(40), AmountCents: 1_000_000 }],
          Milestones: [{ Name: 'Framing', AmountCents: 1_000_000 }],
        }),
      'integratorPaymentsOrMilestones',
    ],
    [
      'a milestone without a name',
      (p) => request(p, { Milestones: [{ Name: ' ', AmountCents: 1_000_000 }] }),
      'integratorMilestoneNameInvalid',
    ],
    [
      'milestones short of the price',
      (p) => request(p, { Milestones: [{ Name: 'Framing', AmountCents: 999_999 }] }),
      'paymentRemainingNotZero',
    ],
    ['a price of 0', (p) => request(p, { PriceCents: 0 }), 'integratorAmountInvalid'],
    ['a price in dollars with cents', (p) => request(p, { PriceCents: 12.5 }), 'integratorAmountInvalid'],
    [
      'a day that does not exist',
      (p) => request(p, { CommencementDate: '2027-02-30' }),
      'integratorDateInvalid',
    ],
    ['no scope of services', (p) => request(p, { ScopeOfServices: ' ' }), 'contractScopeRequired'],
    [
      'a commencement before today',
      (p) => request(p, { CommencementDate: ontarioDay(-1) }),
      'contractCommencementPast',
    ],
    [
      'a completion before the commencement',
      (p) => request(p, { CommencementDate: ontarioDay(20), CompletionDate: ontarioDay(15) }),
      'contractCompletionBeforeCommencement',
    ],
    [
      'payments over the price',
      (p) => request(p, { Payments: [{ DueOn: ontarioDay(40), AmountCents: 1_000_001 }] }),
      'paymentTermsAboveTotal',
    ],
    [
      'payments short of the price',
      (p) => request(p, { Payments: [{ DueOn: ontarioDay(40), AmountCents: 999_999 }] }),
      'paymentRemainingNotZero',
    ],
    [
      'an expiry after the commencement',
      (p) => request(p, { ExpiresOn: ontarioDay(300) }),
      'contractExpiryOutOfRange',
    ],
    [
      'a template that is not the account’s',
      (p) => request(p, { TemplateId: crypto.randomUUID() }),
      'contractTemplateNotFound',
    ],
  ];

  it.each(refusals)('refuses %s with its message and creates nothing', async (_name, body, code) => {
    const { who, projectId } = await readyContractor({ Email: 'refused@example.com' });

    const answer = await create(who, body(projectId));

    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().Code).toBe(code);
    const words = en[code];
    if (words.includes('{')) expect(answer.json().Content).not.toContain('{');
    else expect(answer.json().Content).toBe(words);
    expect(await contractsOf(who)).toHaveLength(0);
    expect((await usageOf(who)).ClientContractUsed).toBe(0);
  });

  it('refuses a sub-contractor template for a client contract, creating nothing', async () => {
    const { who, projectId } = await readyContractor();
    const made = await callAs(t, who, 'POST', '/api/app/customterm/create', {
      Tag: 'Trades',
      Type: 0,
      Terms: ['<p>Sub-contract clause.</p>'],
    });
    const answer = await create(who, request(projectId, { TemplateId: made.json().Data.Id }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Code).toBe('contractTemplateWrongType');
    expect(await contractsOf(who)).toHaveLength(0);
  });

  it('refuses past the month’s quota, sending nothing more', async () => {
    const { who, projectId } = await readyContractor({ Email: 'quota@example.com' });
    expect((await create(who, request(projectId))).statusCode).toBe(200);

    const refused = await create(who, request(projectId));

    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe('contractClientLimitReached');
    const sent = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(contracts)
      .where(sql`${contracts.ownerId} = ${who.id} and ${contracts.status} <> 'Draft'`);
    expect(sent[0]?.count).toBe(1);
  });

  it('answers another account 404 for the account’s project and creates nothing', async () => {
    const { projectId } = await readyContractor();
    const { who: other } = await readyContractor();

    const answer = await create(other, request(projectId));

    expect(answer.statusCode).toBe(404);
    expect(await contractsOf(other)).toHaveLength(0);
  });
});
