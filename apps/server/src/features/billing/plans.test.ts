import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedReferenceData } from '../../db/seed.js';
import { subscriptionPlans } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site/subscriptionplans', () => {
  it('answers the trial, monthly and annual plans with CAD prices, publicly', async () => {
    const response = await t.app.inject({ url: '/api/site/subscriptionplans' });
    expect(response.statusCode).toBe(200);
    const plans = response.json().Data;
    expect(plans.map((plan: { Type: number }) => plan.Type)).toEqual([1, 2, 3]);
    const monthly = plans[1];
    expect(monthly).toMatchObject({ Name: 'Monthly', Price: 2900, PriceStr: '$29.00' });
    expect(plans[0].TrialDays).toBeGreaterThan(0);
  });

  it('never offers the operator’s special plan on the cards', async () => {
    const response = await t.app.inject({ url: '/api/site/subscriptionplans' });
    expect(response.json().Data.map((plan: { Type: number }) => plan.Type)).not.toContain(9);
  });
});

describe('GET /api/site/subscriptionquotas', () => {
  it('answers each offered plan’s monthly quotas', async () => {
    const response = await t.app.inject({ url: '/api/site/subscriptionquotas' });
    expect(response.statusCode).toBe(200);
    expect(response.json().Data).toEqual([
      { Type: 1, ClientContractQuota: 3, SubcontractorContractQuota: 3, TemplateQuota: 3, WelcomeBonus: 0 },
      {
        Type: 2,
        ClientContractQuota: 20,
        SubcontractorContractQuota: 20,
        TemplateQuota: 10,
        WelcomeBonus: 3,
      },
      {
        Type: 3,
        ClientContractQuota: 25,
        SubcontractorContractQuota: 25,
        TemplateQuota: 25,
        WelcomeBonus: 10,
      },
    ]);
  });

  it('seeds once: a second start neither duplicates nor overwrites an operator’s edit', async () => {
    const { db } = t.services.database;
    await db.update(subscriptionPlans).set({ priceCents: 3500 }).where(eq(subscriptionPlans.type, 2));
    await seedReferenceData(db, t.services.config);
    const rows = await db.select().from(subscriptionPlans);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.type === 2)?.priceCents).toBe(3500);
  });
});
