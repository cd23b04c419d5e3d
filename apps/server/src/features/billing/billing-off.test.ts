import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/contractor.js';
import { createTestApp, productionEnv, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';

/** A self-hosted install: production without a Stripe key. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(productionEnv);
}, 60_000);
afterAll(() => t.close());

describe('billing off (production without Stripe keys)', () => {
  it('puts every account on the special plan without limits, even with its trial over', async () => {
    const who = await t.createUser();
    await t.services.database.db
      .update(users)
      .set({ trialEndAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, who.id));
    const info = (await callAs(t, who, 'GET', '/api/auth/userinfo')).json().Data;
    expect(info.Metadata).toMatchObject({ IsRestricted: false, TemplateLimit: -1 });
    expect(info.Subscription).toMatchObject({
      Plan: { Type: 9 },
      ClientContractQuota: -1,
      TemplateQuota: -1,
    });
    const page = (await callAs(t, who, 'GET', '/api/app/billing/subscription')).json().Data;
    expect(page).toMatchObject({ Billing: 'off', IsRestricted: false });
  });

  it('opens no checkout, and says why', async () => {
    const who = await t.createUser();
    const answer = await callAs(t, who, 'POST', '/api/app/billing/subscriptioncheckout', { Type: 2 });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().Content).toBe(
      'Billing is turned off on this installation: every account has every feature, without limits.',
    );
  });
});
