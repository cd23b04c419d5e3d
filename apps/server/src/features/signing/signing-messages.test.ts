import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTypes } from '@tradepact/shared';
import { cancellationDeadline } from '@tradepact/shared/law/deadline';
import { pngOf } from '../../../test/images.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Transaction } from '../../queue/queue.js';
import { signingMessenger, type SigningContract, type SigningContractor } from './signing-messages.js';

const publicUrl = 'https://sign.tradepact.test';
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
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
  // Email over SMTP, texts to the development outbox.
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Tradepact <hello@tradepact.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const messenger = () => signingMessenger(t.services.notifier, { productName: 'Tradepact', publicUrl });
const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => t.services.database.db.transaction(work);

async function store(bytes: Buffer, contentType: string): Promise<string> {
  const key = `test/${randomUUID()}`;
  const local = path.join(t.dataDir, randomUUID());
  await writeFile(local, bytes);
  await t.services.storage.putFile(key, local, contentType);
  return key;
}

/** The emails delivered to an address, once there are `count` of them. */
async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const mails = received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${count} email(s) to ${address}`);
}

async function textsTo(phone: string): Promise<string[]> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await t.app.inject({ url: `/api/dev/outbox?to=${phone}` });
    const texts = (response.json().Data as { Text: string }[]).map((message) => message.Text);
    if (texts.length > 0) return texts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no text to ${phone}`);
}

const address = () => `${randomUUID()}@example.com`;
const newPhone = () => `416${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const contractor = (logo?: SigningContractor['logo']): SigningContractor => ({
  businessName: 'Maple & Sons <Renovations>',
  name: 'Daniel Tremblay',
  email: 'daniel@maple.example',
  phone: '6135550142',
  ...(logo && { logo }),
});

const contract: SigningContract = {
  number: 12,
  revision: 0,
  title: 'Kitchen renovation',
  type: contractTypes.client,
  expiresOn: '2026-03-14',
  amendment: false,
};

describe('signingMessenger.request', () => {
  it('emails a text and an HTML part with the business, the personal link and the logo inline', async () => {
    const logo = await pngOf(160, 56);
    const to = address();
    const phone = newPhone();
    const key = 'q7Y3kP0x9mZcVb2LrT5sNw8eHdA1fGjU';
    const logoKey = await store(logo, 'image/png');
    await inTransaction((tx) =>
      messenger().request(tx, {
        language: 'en',
        to: { name: 'Marie Dubois', email: to, phone },
        contractor: contractor({ storageKey: logoKey, contentType: 'image/png' }),
        contract,
        key,
      }),
    );
    const [mail] = await mailTo(to);
    const link = `${publicUrl}/Signature?key=${key}`;
    expect(mail?.subject).toBe('Maple & Sons <Renovations> sent you a contract to sign');
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Maple & Sons <Renovations>');
    expect(mail?.text).toContain('Please sign by 2026-03-14.');
    expect(mail?.text).toContain('Phone: 613-555-0142');
    expect(mail?.text).toContain('Please do not forward this email.');
    // A reply reaches the contractor, not the product's From address.
    expect(mail?.replyTo?.text).toBe('daniel@maple.example');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('Maple &amp; Sons &lt;Renovations&gt;');
    expect(mail?.html).not.toContain('<Renovations>');
    expect(mail?.html).toContain('src="cid:logo"');
    const inline = mail?.attachments.find((file) => file.cid === 'logo');
    expect(inline?.contentDisposition).toBe('inline');
    expect(inline?.content.equals(logo)).toBe(true);

    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain(link);
    expect(texts[0]?.length).toBeLessThan(200);
  });

  it('sends no text to a recipient without a ten-digit number, and no logo when there is none', async () => {
    const to = address();
    const jobs = await inTransaction((tx) =>
      messenger().request(tx, {
        language: 'en',
        to: { name: 'Marie', email: to, phone: '' },
        contractor: contractor(),
        contract,
        key: 'abc',
      }),
    );
    expect(jobs.sms).toBeUndefined();
    const [mail] = await mailTo(to);
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).not.toContain('cid:');
  });

  it('words an amendment and a resend apart from a first request', async () => {
    const amended = address();
    const reminded = address();
    await inTransaction(async (tx) => {
      await messenger().request(tx, {
        language: 'en',
        to: { name: 'Marie', email: amended, phone: '' },
        contractor: contractor(),
        contract: { ...contract, revision: 2, amendment: true, type: contractTypes.subcontractor },
        key: 'k1',
      });
      await messenger().request(tx, {
        language: 'en',
        to: { name: 'Marie', email: reminded, phone: '' },
        contractor: contractor(),
        contract,
        key: 'k2',
        reminder: true,
      });
    });
    const [amendment] = await mailTo(amended);
    expect(amendment?.subject).toBe('Maple & Sons <Renovations> sent you an amended contract to sign');
    expect(amendment?.text).toContain('sub-contract agreement');
    expect(amendment?.text).toContain('It replaces the version you received before.');
    expect(amendment?.text).toContain('Contract No.: Amendment 2 to No. 12');
    const [reminder] = await mailTo(reminded);
    expect(reminder?.subject).toBe('Reminder: Maple & Sons <Renovations> is waiting for your signature');
  });

  it('keeps a typed name on its own line in the plain-text part', async () => {
    const to = address();
    await inTransaction((tx) =>
      messenger().request(tx, {
        language: 'en',
        to: { name: 'Marie\r\n\r\nYour bank details changed: https://evil.example', email: to, phone: '' },
        contractor: contractor(),
        contract,
        key: 'k3',
      }),
    );
    const [mail] = await mailTo(to);
    const greeting = mail?.text?.split('\n').find((line) => line.startsWith('Hi Marie'));
    expect(greeting).toBe('Hi Marie Your bank details changed: https://evil.example,');
  });
});

describe('signingMessenger.completed', () => {
  it('emails every party the sealed PDF, byte for byte, with its SHA-256 and the verify link', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.from(Array.from({ length: 40_000 }, (_, i) => i % 251)),
    ]);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const parties = [address(), address()];
    const storageKey = await store(pdf, 'application/pdf');
    await inTransaction((tx) =>
      messenger().completed(tx, {
        language: 'en',
        to: parties.map((email, index) => ({ name: `Party ${index}`, email })),
        contractor: contractor(),
        contract,
        sealed: {
          storageKey,
          sha256,
          filename: 'contract-12-signed.pdf',
        },
      }),
    );
    for (const party of parties) {
      const [mail] = await mailTo(party);
      expect(mail?.subject).toBe('Contract No. 12 is signed: your copy is attached');
      expect(mail?.text).toContain(`SHA-256: ${sha256}`);
      expect(mail?.text).toContain(`${publicUrl}/verify`);
      expect(mail?.replyTo?.text).toBe('daniel@maple.example');
      const file = mail?.attachments.find((attachment) => attachment.filename === 'contract-12-signed.pdf');
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.content.equals(pdf)).toBe(true);
    }
  });
});

describe('the completion email of a consumer contract', () => {
  // Friday 6 February 2026 in Edmonton: ten days end on Family Day, so Alberta's rule adds a day.
  const deadline = cancellationDeadline('Alberta', new Date('2026-02-06T18:00:00Z'));

  async function completion(language: string, reader: 'consumer' | 'contractor'): Promise<string> {
    const to = address();
    const storageKey = await store(Buffer.from('%PDF-1.7\n'), 'application/pdf');
    if (!deadline) throw new Error('Alberta has a cancellation rule');
    await inTransaction((tx) =>
      messenger().completed(tx, {
        language,
        to: [{ name: 'Hélène', email: to }],
        contractor: contractor(),
        contract,
        sealed: { storageKey, sha256: 'ab'.repeat(32), filename: 'contract-12.pdf' },
        cancellation: { deadline, reader },
      }),
    );
    const [mail] = await mailTo(to);
    return (mail?.text ?? '').replace(/\s+/g, ' ');
  }

  it('tells the client the date the deadline function gives, and why it is past the tenth day', async () => {
    expect(deadline?.lastDay).toBe('2026-02-17');
    const text = await completion('en', 'consumer');
    expect(text).toContain(
      'You may cancel this agreement until February 17, 2026 (10 days after you received this copy), for any reason.',
    );
    expect(text).toContain(
      'The 10 days end on February 16, 2026, a weekend day or a holiday, so the period runs to the end of February 17, 2026.',
    );
  });

  it('says it in French with the French date', async () => {
    const text = await completion('fr', 'consumer');
    expect(text).toContain(
      'Vous pouvez annuler le présent contrat jusqu’au 17 février 2026 (10 jours après avoir reçu cet exemplaire)',
    );
    expect(text).toContain('se terminent le 16 février 2026');
  });

  it('tells the contractor the date the client may cancel until, with the statute', async () => {
    const text = await completion('en', 'contractor');
    expect(text).toContain(
      'Your client may cancel this agreement until February 17, 2026 (Consumer Protection Act',
    );
    expect(text).not.toContain('You may cancel');
  });
});

describe('signingMessenger.contractorNotice', () => {
  it.each([
    ['viewed', 'Marie Dubois opened contract No. 12'],
    ['signed', 'Marie Dubois signed contract No. 12'],
    ['sealed', 'Contract No. 12 is signed by everyone'],
    ['expired', 'Contract No. 12 expired before it was signed'],
  ] as const)('tells the contractor a contract was %s, with a link to My Projects', async (kind, subject) => {
    const to = address();
    await inTransaction((tx) =>
      messenger().contractorNotice(tx, {
        language: 'en',
        to: { name: 'Daniel', email: to },
        kind,
        signerName: 'Marie Dubois',
        contract,
      }),
    );
    const [mail] = await mailTo(to);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(`${publicUrl}/MyProjects`);
    // Written by the product to the contractor: a reply has nobody else to reach.
    expect(mail?.replyTo).toBeUndefined();
    if (kind === 'expired') expect(mail?.text).toContain('2026-03-14');
  });
});

describe('signingMessenger.withdrawn', () => {
  it('tells each recipient the contract was withdrawn and their link no longer works', async () => {
    const recipients = [address(), address()];
    await inTransaction((tx) =>
      messenger().withdrawn(tx, {
        language: 'en',
        to: recipients.map((email) => ({ name: 'Marie', email })),
        contractor: contractor(),
        contract,
      }),
    );
    for (const recipient of recipients) {
      const [mail] = await mailTo(recipient);
      expect(mail?.subject).toBe('Maple & Sons <Renovations> withdrew contract No. 12');
      expect(mail?.text).toContain('the link you received no longer works');
      expect(mail?.text).toContain('daniel@maple.example');
      expect(mail?.replyTo?.text).toBe('daniel@maple.example');
    }
  });
});
