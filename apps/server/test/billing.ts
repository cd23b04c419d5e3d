import { expect } from 'vitest';
import { promoCodes } from '../src/db/schema/index.js';
import { callAs } from './contractor.js';
import type { TestApp, TestUser } from './test-app.js';

export const testCard = {
  CardNumber: '4242 4242 4242 4242',
  Expiry: '12/34',
  Cvc: '123',
  Name: 'Marie Tremblay',
};

/** Opens a checkout (plan or top-up) and answers its session id, from the local page's URL. */
export async function openCheckout(
  t: TestApp,
  who: TestUser,
  kind: 'subscription' | 'topup',
  body: Record<string, unknown>,
): Promise<string> {
  const path = kind === 'subscription' ? 'subscriptioncheckout' : 'topupcheckout';
  const answer = await callAs(t, who, 'POST', `/api/app/billing/${path}`, { ...body, IsPreview: false });
  expect(answer.statusCode, answer.body).toBe(200);
  const url = answer.json().Data.Url as string;
  return url.split('/Pay/')[1] ?? '';
}

/** Pays a checkout on the local payment page with a test card. */
export const payLocally = (t: TestApp, who: TestUser, id: string, card: Partial<typeof testCard> = {}) =>
  callAs(t, who, 'POST', '/api/app/billing/localpayment', { Id: id, ...testCard, ...card });

/** Subscribes the account to a plan through the local payment page. */
export async function subscribeLocally(t: TestApp, who: TestUser, type = 2, promoCode = ''): Promise<string> {
  const id = await openCheckout(t, who, 'subscription', { Type: type, PromoCode: promoCode });
  const paid = await payLocally(t, who, id);
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

export async function addPromo(
  t: TestApp,
  values: Partial<typeof promoCodes.$inferInsert> & { code: string },
) {
  await t.services.database.db.insert(promoCodes).values(values);
}
