import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sendEmailJob } from '../../jobs/send-email.job.js';
import type { EmailMessage } from '../../notify/message.js';
import { messageTransports } from '../../notify/transports.js';
import { generalNotifier } from '../../notify/general.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { deliveryLog } from '../../notify/deliveries.js';

const received: ParsedMail[] = [];
let refuseNext = 0;
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuseNext > 0) {
        refuseNext--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Tradepact <hello@tradepact.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor(predicate: () => boolean, what: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const email = (message: EmailMessage) =>
  t.services.database.db.transaction((tx) => t.services.notifier.email(tx, message));

describe('notifier with SMTP_URL', () => {
  it('sends email over SMTP while SMS stays on the development outbox', async () => {
    expect(t.services.notifier.transports.email).toBe('smtp');
    await email({
      to: 'client@example.com',
      subject: 'Agreement',
      text: 'Please sign',
      html: '<b>Please sign</b>',
    });
    await waitFor(() => received.some((mail) => mail.subject === 'Agreement'), 'the email');
    const mail = received.find((m) => m.subject === 'Agreement');
    expect(mail?.from?.text).toContain('hello@tradepact.test');
    expect(mail?.html).toContain('<b>Please sign</b>');
    expect(mail?.text?.trim()).toBe('Please sign');
    // SMS still goes to the outbox, so the page stays available in development.
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
  });

  it('retries a message the mail server refused until it is accepted, losing nothing', async () => {
    refuseNext = 2;
    await email({ to: 'client@example.com', subject: 'Retried', text: 'eventually' });
    await waitFor(() => received.some((mail) => mail.subject === 'Retried'), 'the retried email');
    expect(refuseNext).toBe(0);
    expect(received.filter((mail) => mail.subject === 'Retried')).toHaveLength(1);
  });

  it('gives every run of a job the job id at the host of PUBLIC_URL as Message-ID, so a receiver can drop a repeat', async () => {
    const { email: transport } = messageTransports(
      { ...t.services.config, publicUrl: 'https://app.buildright.example:8443' },
      t.services.database.db,
    );
    const deliver = sendEmailJob.handler({
      transport,
      log: pino({ level: 'silent' }),
      storage: t.services.storage,
      deliveries: deliveryLog(t.services.database.db),
    });
    const job = { id: randomUUID(), lastTry: false };
    await deliver({ to: 'client@example.com', subject: 'Run twice', text: 'x' }, job);
    await deliver({ to: 'client@example.com', subject: 'Run twice', text: 'x' }, job);
    const runs = received.filter((mail) => mail.subject === 'Run twice');
    const messageId = `<${job.id}@app.buildright.example>`;
    expect(runs.map((mail) => mail.messageId)).toEqual([messageId, messageId]);
  });

  it('sends a message queued with a Reply-To with that header, and one without none', async () => {
    await email({
      to: 'client@example.com',
      subject: 'Answer them',
      text: 'x',
      replyTo: 'office@maple.example',
    });
    await email({ to: 'client@example.com', subject: 'Answer nobody', text: 'x' });
    await waitFor(
      () => ['Answer them', 'Answer nobody'].every((s) => received.some((mail) => mail.subject === s)),
      'both emails',
    );
    const replyTo = (subject: string) => received.find((mail) => mail.subject === subject)?.replyTo?.text;
    expect(replyTo('Answer them')).toBe('office@maple.example');
    expect(replyTo('Answer nobody')).toBeUndefined();
  });

  it('refuses to queue a Reply-To that is not one address', () => {
    for (const replyTo of ['office@maple.example\r\nBcc: all@example.com', 'not an address']) {
      const parsed = sendEmailJob.payload.safeParse({
        to: 'client@example.com',
        subject: 's',
        text: 't',
        replyTo,
      });
      expect(parsed.success, replyTo).toBe(false);
    }
  });

  it('carries the one-click unsubscribe headers (RFC 8058) on a general email only', async () => {
    const general = generalNotifier({
      notifier: t.services.notifier,
      config: t.services.config,
      unsubscribeKey: t.services.authKey.secret,
    });
    const recipient = {
      id: randomUUID(),
      language: 'en',
      email: 'reader@example.com',
      alternateEmail: '',
      alternateEmailConfirmedAt: null,
      phone: null,
      phoneConfirmedAt: null,
      notifyEmail: true,
      notifyAlternateEmail: false,
      notifySms: false,
    };
    await t.services.database.db.transaction((tx) =>
      general.send(tx, recipient, () => ({
        email: {
          subject: 'General news',
          paragraphs: ['Something new.'],
          button: { label: 'Read it', url: 'http://localhost/Blog' },
        },
        sms: 'Something new.',
      })),
    );
    await email({ to: 'reader@example.com', subject: 'Your code', text: 'Your code is 123456.' });
    await waitFor(
      () => ['General news', 'Your code'].every((s) => received.some((mail) => mail.subject === s)),
      'both emails',
    );
    // The header lines as sent (mailparser's parsed headers fold the List-* ones into one entry).
    const linesOf = (subject: string) =>
      new Map(
        received
          .find((mail) => mail.subject === subject)
          ?.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
      );
    const news = received.find((mail) => mail.subject === 'General news');
    const headers = linesOf('General news');
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headers.get('list-unsubscribe')).toMatch(
      new RegExp(
        `^<http://localhost:\\d+/api/notifications/unsubscribe/one-click\\?token=${recipient.id}\\.email\\.[\\w-]+>$`,
      ),
    );
    expect(news?.text).toContain('Unsubscribe from these emails: http://localhost:');
    const code = linesOf('Your code');
    expect(code.has('message-id')).toBe(true);
    expect(code.has('list-unsubscribe')).toBe(false);
    expect(code.has('list-unsubscribe-post')).toBe(false);
  });
});
