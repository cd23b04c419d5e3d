import { translate, type OutboxMessage } from '@tradepact/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/features/auth/passwords.js';

export const strongPassword = 'Renov8tion!';

let phoneCounter = 0;
/** A valid, unused North American mobile number. */
export const uniquePhone = () =>
  `416${String(5_000_000 + ((Date.now() + phoneCounter++) % 4_999_999)).padStart(7, '0')}`;

export interface ActiveUser {
  id: string;
  email: string;
  phone: string;
  password: string;
}

/** An account that has finished activation, as if it had signed up and confirmed its email and phone. */
export async function createActiveUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<ActiveUser> {
  const email = overrides.email ?? `${randomUUID().slice(0, 8)}@example.com`;
  const phone = overrides.phone ?? uniquePhone();
  const now = new Date();
  const [row] = await t.services.database.db
    .insert(users)
    .values({
      email,
      userName: email,
      firstName: 'Marie',
      lastName: 'Tremblay',
      phone,
      passwordHash: await hashPassword(strongPassword),
      emailConfirmedAt: now,
      phoneConfirmedAt: now,
      activatedAt: now,
      trialStartAt: now,
      trialEndAt: new Date(now.getTime() + 14 * 86_400_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return { id: row.id, email, phone, password: strongPassword };
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.services.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Waits until the development outbox holds `count` messages to the address; newest first. */
export async function outbox(t: TestApp, to: string, count = 1): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const response = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const messages = response.json().Data as OutboxMessage[];
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the outbox never held ${count} message(s) to ${to}`);
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const activationKeyIn = (text: string) => /[?&]key=([\w%-]+)/.exec(text)?.[1] ?? '';

/**
 * The code of the first code message to `to` that is not among `before`: other mail (a receipt, a
 * notice) may land in between, so counting messages is not enough.
 */
export async function codeSentAfter(t: TestApp, to: string, before: OutboxMessage[]): Promise<string> {
  const known = new Set(before.map((message) => message.Id));
  const codeSubject = translate('en', 'emailCodeSubject', { product: t.services.config.productName });
  const isCode = (message: OutboxMessage) => message.Channel === 'sms' || message.Subject === codeSubject;
  for (let attempt = 0; attempt < 80; attempt++) {
    const fresh = (await outboxNow(t, to)).filter((message) => !known.has(message.Id) && isCode(message));
    const code = fresh.map((message) => codeIn(message.Text)).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no new code to ${to}`);
}

/** Everything sent to an address, without waiting. */
export async function outboxNow(t: TestApp, to: string): Promise<OutboxMessage[]> {
  return (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().Data;
}
