import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmailJob } from '../jobs/send-email.job.js';
import { pngOf } from '../../test/images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { EmailMessage } from './message.js';
import { outboxTransport } from './outbox-transport.js';
import { deliveryLog } from './deliveries.js';

const received: ParsedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
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

/** Puts bytes in the app's file storage under a new key, as the sealing job would. */
async function store(bytes: Buffer, contentType: string): Promise<string> {
  const key = `test/${randomUUID()}`;
  const local = path.join(t.dataDir, randomUUID());
  await writeFile(local, bytes);
  await t.services.storage.putFile(key, local, contentType);
  return key;
}

async function receivedWith(subject: string): Promise<ParsedMail> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const mail = received.find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for "${subject}"`);
}

/** A PDF-like file with every byte value in it, so any re-encoding on the way shows. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 90_000 }, (_, i) => (i * 7919) % 256)),
]);

describe('email attachments', () => {
  it('delivers a stored file over SMTP byte for byte, and an image with a cid inline', async () => {
    const pdfKey = await store(pdf, 'application/pdf');
    const logo = await pngOf(120, 40);
    const logoKey = await store(logo, 'image/png');
    const subject = `Sealed ${randomUUID()}`;
    await t.services.database.db.transaction((tx) =>
      t.services.notifier.email(tx, {
        to: 'client@example.com',
        subject,
        text: 'Your copy is attached.',
        html: '<img src="cid:logo" alt=""><p>Your copy is attached.</p>',
        attachments: [
          { filename: 'contract-12.pdf', contentType: 'application/pdf', storageKey: pdfKey },
          { filename: 'logo.png', contentType: 'image/png', storageKey: logoKey, cid: 'logo' },
        ],
      }),
    );
    const mail = await receivedWith(subject);
    const file = mail.attachments.find((a) => a.filename === 'contract-12.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.contentDisposition).toBe('attachment');
    expect(file?.content.equals(pdf)).toBe(true);
    const image = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(image?.cid).toBe('logo');
    expect(image?.contentDisposition).toBe('inline');
    expect(image?.related).toBe(true);
    expect(image?.content.equals(logo)).toBe(true);
    expect(mail.text?.trim()).toBe('Your copy is attached.');
  });

  it('records the attached files by name and size on the last line of the outbox text', async () => {
    const to = `${randomUUID()}@example.com`;
    const deliver = sendEmailJob.handler({
      transport: outboxTransport(t.services.database.db, 'email'),
      log: pino({ level: 'silent' }),
      storage: t.services.storage,
      deliveries: deliveryLog(t.services.database.db),
    });
    await deliver(
      {
        to,
        subject: 'Sealed',
        text: 'Your copy is attached.',
        attachments: [
          {
            filename: 'contract-12.pdf',
            contentType: 'application/pdf',
            storageKey: await store(pdf, 'application/pdf'),
          },
        ],
      },
      { id: randomUUID(), lastTry: false },
    );
    const { rows } = await t.services.database.pool.query<{ text: string }>(
      'SELECT text FROM outbox_messages WHERE "to" = $1',
      [to],
    );
    expect(rows.map((row) => row.text)).toEqual([
      'Your copy is attached.\n\nAttached: contract-12.pdf (88 kB)',
    ]);
  });

  it('fails the job with a log line naming the key when a stored file is missing, sending nothing', async () => {
    const lines: string[] = [];
    const log = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const sent: unknown[] = [];
    const deliver = sendEmailJob.handler({
      transport: { name: 'recording', send: async (message) => void sent.push(message) },
      log,
      storage: t.services.storage,
      deliveries: deliveryLog(t.services.database.db),
    });
    const message: EmailMessage = {
      to: 'client@example.com',
      subject: 'Sealed',
      text: 'x',
      attachments: [
        { filename: 'contract-12.pdf', contentType: 'application/pdf', storageKey: 'sealed/gone.pdf' },
      ],
    };
    await expect(deliver(message, { id: randomUUID(), lastTry: false })).rejects.toThrow(
      'email attachment missing from storage: sealed/gone.pdf',
    );
    expect(sent).toEqual([]);
    expect(lines.join('')).toContain('"storageKey":"sealed/gone.pdf"');
  });

  it('refuses to queue an attachment whose name is a path', () => {
    const parsed = sendEmailJob.payload.safeParse({
      to: 'client@example.com',
      subject: 's',
      text: 't',
      attachments: [{ filename: '../etc/passwd', contentType: 'application/pdf', storageKey: 'k' }],
    });
    expect(parsed.success).toBe(false);
  });
});
