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

  it('seeds once: a second start neither duplicates nor overwrites an operator’s edit', async () => {
    const { db } = t.services.database;
    await db.update(subscriptionPlans).set({ priceCents: 3500 }).where(eq(subscriptionPlans.type, 2));
    await seedReferenceData(db, t.services.config);
    const rows = await db.select().from(subscriptionPlans);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.type === 2)?.priceCents).toBe(3500);
  });
});
