import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function outboxFor(to: string, expected: number) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const messages = response.json().Data;
    if (messages.length >= expected) return messages;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`outbox for ${to} never reached ${expected} messages`);
}

describe('notifier with no transport configured', () => {
  it('delivers emails and SMS to the development outbox, newest first', async () => {
    const { notifier } = t.services;
    expect(notifier.transports).toEqual({ email: 'outbox', sms: 'outbox' });
    await notifier.email({ to: 'Pat@Example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await outboxFor('pat@example.com', 1);
    await notifier.email({ to: 'pat@example.com', subject: 'Second', text: 'two' });
    await notifier.sms({ to: '4165551234', text: 'Your code is 123456' });

    const emails = await outboxFor('pat@example.com', 2);
    expect(emails.map((m: { Subject: string }) => m.Subject)).toEqual(['Second', 'First']);
    expect(emails[1]).toMatchObject({
      Channel: 'email',
      To: 'pat@example.com',
      Html: '<p>one</p>',
      Text: 'one',
    });
    const texts = await outboxFor('4165551234', 1);
    expect(texts[0]).toMatchObject({ Channel: 'sms', Text: 'Your code is 123456' });
  });

  it('answers only the messages to the asked address', async () => {
    await t.services.notifier.email({ to: 'other@example.com', subject: 'Other', text: 'x' });
    await outboxFor('other@example.com', 1);
    const pats = await outboxFor('pat@example.com', 2);
    expect(pats.every((m: { To: string }) => m.To === 'pat@example.com')).toBe(true);
  });
});
