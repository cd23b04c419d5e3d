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

  it('answers a French reader the plans’ French names and lines, with French prices', async () => {
    const english = (await t.app.inject({ url: '/api/site/subscriptionplans' })).json().Data;
    const response = await t.app.inject({
      url: '/api/site/subscriptionplans',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    const plans = response.json().Data;
    expect(plans.map((plan: { Name: string }) => plan.Name)).toEqual(['Essai gratuit', 'Mensuel', 'Annuel']);
    expect(plans[1]).toMatchObject({
      Line1: 'Projets et contacts illimités',
      Line3: 'Annulez <b>en tout temps</b>',
      PriceStr: '29,00\u00a0$',
    });
    // The English answer is kept apart from the French one: asking in French first changes neither.
    const again = (await t.app.inject({ url: '/api/site/subscriptionplans' })).json().Data;
    expect(again).toEqual(english);
    expect(again[1].Line1).toBe('Unlimited projects and contacts');
  });

  it('gives plans seeded before translations their French, unless the operator reworded them', async () => {
    const { db } = t.services.database;
    await db.update(subscriptionPlans).set({ translations: {} });
    await db.update(subscriptionPlans).set({ line2: 'Our own words' }).where(eq(subscriptionPlans.type, 3));
    await seedReferenceData(db, t.services.config);
    const rows = await db.select().from(subscriptionPlans);
    expect(rows.find((row) => row.type === 2)?.translations.fr?.name).toBe('Mensuel');
    expect(rows.find((row) => row.type === 3)?.translations).toEqual({});
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
