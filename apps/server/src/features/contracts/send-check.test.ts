import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, outboxFor } from '../../../test/signing.js';
import { contracts, messageDeliveries } from '../../db/schema/index.js';
import { sendSmsJob } from '../../jobs/send-sms.job.js';
import { deliveryLog, trackDelivery } from '../../notify/deliveries.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;

const clientEmail = 'helene@example.com';
const clientMobile = '6135550199';
const db = () => t.services.database.db;

const send = (message: string) =>
  callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(projectId),
    Token: randomUUID(),
    Message: message,
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('checked-sender@example.com', 'special');
  other = await t.createUser('someone-else@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
});
afterAll(() => t.close());

describe('the preview before Send', () => {
  it('names each recipient with the email address and the mobile number the send uses', async () => {
    const answer = await callAs(t, owner, 'POST', '/api/app/contract/preview', saveRequest(projectId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Data.Recipients).toEqual([
      { Name: 'Hélène Côté', BusinessName: '', Email: clientEmail, Mobile: clientMobile },
    ]);
  });
});

describe('the personal message', () => {
  it('goes into the signing email above the button, as escaped plain text with its line breaks', async () => {
    const marker = randomUUID();
    const sent = await send(`Hi Hélène,\n<b>${marker}</b> & see you Monday.`);
    expect(sent.statusCode, sent.body).toBe(200);
    const email = await eventually(
      async () => (await outboxFor(t, clientEmail)).find((one) => one.text.includes(marker)),
      'the signing email with the message',
    );
    const html = email.html;
    expect(html).toContain(`Hi Hélène,<br>&lt;b&gt;${marker}&lt;/b&gt; &amp; see you Monday.`);
    expect(html).not.toContain(`<b>${marker}`);
    expect(html.indexOf(marker)).toBeLessThan(html.indexOf('/Signature?key='));
    expect(email.text).toContain(`Hi Hélène,\n<b>${marker}</b> & see you Monday.`);
    expect(email.text.indexOf(marker)).toBeLessThan(email.text.indexOf(`${en.signEmailRequestButton}:`));
    const [row] = await db().select().from(contracts).where(eq(contracts.id, sent.json().Data.Id));
    expect(row?.sendMessage).toContain(marker);
  });

  it('refuses a message over 500 characters with a clear message, and sends nothing', async () => {
    const before = await db().select().from(contracts).where(eq(contracts.ownerId, owner.id));
    const emails = (await outboxFor(t, clientEmail)).length;
    const refused = await send('x'.repeat(501));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Type: 400, Content: en.contractMessageTooLong });
    expect(await db().select().from(contracts).where(eq(contracts.ownerId, owner.id))).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outboxFor(t, clientEmail)).toHaveLength(emails);
  });
});

describe('delivery status', () => {
  it('says per recipient that the email and the text were sent once the outbox took them', async () => {
    const sent = await send('');
    const id = sent.json().Data.Id as string;
    const status = await eventually(async () => {
      const answer = await callAs(t, owner, 'GET', `/api/app/contract/deliveries?id=${id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const [first] = answer.json().Data;
      return first.Email === 'sent' && first.Text === 'sent' ? answer.json().Data : undefined;
    }, 'both messages sent');
    expect(status).toEqual([{ Name: 'Hélène Côté', Email: 'sent', Text: 'sent' }]);
  });

  it('answers 404 to another contractor', async () => {
    const sent = await send('');
    const id = sent.json().Data.Id as string;
    const answer = await callAs(t, other, 'GET', `/api/app/contract/deliveries?id=${id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().Data).toBeNull();
  });

  it('turns failed only when the last try fails; until then the message stays queued', async () => {
    const jobId = randomUUID();
    await db().transaction((tx) => trackDelivery(tx, jobId, 'sms'));
    const deliver = sendSmsJob.handler({
      transport: { name: 'down', send: () => Promise.reject(new Error('provider down')) },
      log: pino({ level: 'silent' }),
      deliveries: deliveryLog(db()),
    });
    const statusNow = async () =>
      (await db().select().from(messageDeliveries).where(eq(messageDeliveries.jobId, jobId)))[0]?.status;
    const text = { to: clientMobile, text: 'Please sign' };
    await expect(deliver(text, { id: jobId, lastTry: false })).rejects.toThrow('provider down');
    expect(await statusNow()).toBe('queued');
    await expect(deliver(text, { id: jobId, lastTry: true })).rejects.toThrow('provider down');
    expect(await statusNow()).toBe('failed');
  });
});
