import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmailJob } from '../../jobs/send-email.job.js';
import { outboxTransport } from '../../notify/outbox-transport.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { deliveryLog } from '../../notify/deliveries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxMessage {
  Channel: string;
  To: string;
  Subject: string;
  Text: string;
  Html: string;
}

/** An address no other test writes to. */
const newAddress = () => `${randomUUID()}@example.com`;

async function outboxFor(to: string, expected: number): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const messages = response.json().Data as OutboxMessage[];
    if (messages.length >= expected) return messages;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`outbox for ${to} never reached ${expected} messages`);
}

const email = (message: Parameters<TestApp['services']['notifier']['email']>[1]) =>
  t.services.database.db.transaction((tx) => t.services.notifier.email(tx, message));

describe('notifier with no transport configured', () => {
  it('uses the development outbox for both channels', () => {
    expect(t.services.notifier.transports).toEqual({ email: 'outbox', sms: 'outbox' });
  });

  it('delivers an email to the outbox, keyed by its address in lower case', async () => {
    const to = newAddress();
    await email({ to: to.toUpperCase(), subject: 'Hello', text: 'one', html: '<p>one</p>' });
    expect(await outboxFor(to, 1)).toEqual([
      expect.objectContaining({
        Channel: 'email',
        To: to,
        Subject: 'Hello',
        Text: 'one',
        Html: '<p>one</p>',
      }),
    ]);
  });

  it('delivers an SMS to the outbox', async () => {
    const to = `416${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await t.services.database.db.transaction((tx) =>
      t.services.notifier.sms(tx, { to, text: 'Your code is 123456' }),
    );
    expect(await outboxFor(to, 1)).toEqual([
      expect.objectContaining({ Channel: 'sms', To: to, Text: 'Your code is 123456', Subject: '' }),
    ]);
  });

  it('answers the messages to the asked address only, newest first', async () => {
    const pat = newAddress();
    const other = newAddress();
    await email({ to: pat, subject: 'First', text: 'one' });
    await outboxFor(pat, 1);
    await email({ to: other, subject: 'Other', text: 'x' });
    await email({ to: pat, subject: 'Second', text: 'two' });
    const pats = await outboxFor(pat, 2);
    expect(pats.map((message) => [message.To, message.Subject])).toEqual([
      [pat, 'Second'],
      [pat, 'First'],
    ]);
    expect((await outboxFor(other, 1)).map((message) => message.Subject)).toEqual(['Other']);
  });

  it('sends nothing for a transaction that rolls back, and what a later one commits', async () => {
    const to = newAddress();
    const { db } = t.services.database;
    await expect(
      db.transaction(async (tx) => {
        await t.services.notifier.email(tx, { to, subject: 'Rolled back', text: 'never' });
        throw new Error('the change failed after its message was queued');
      }),
    ).rejects.toThrow('the change failed');
    await email({ to, subject: 'Committed', text: 'sent' });
    expect((await outboxFor(to, 1)).map((message) => message.Subject)).toEqual(['Committed']);
    const { rows } = await t.services.database.pool.query(
      "select data->>'subject' as subject from pgboss.job where data->>'to' = $1",
      [to],
    );
    expect(rows).toEqual([{ subject: 'Committed' }]);
  });

  it('keeps one outbox message when a job runs twice (a crash after delivery, before it was marked done)', async () => {
    const to = newAddress();
    const deliver = sendEmailJob.handler({
      transport: outboxTransport(t.services.database.db, 'email'),
      log: pino({ level: 'silent' }),
      storage: t.services.storage,
      deliveries: deliveryLog(t.services.database.db),
    });
    const job = { id: randomUUID(), lastTry: false };
    await deliver({ to, subject: 'Once', text: 'once' }, job);
    await deliver({ to, subject: 'Once', text: 'once' }, job);
    expect(await outboxFor(to, 1)).toHaveLength(1);
  });
});
