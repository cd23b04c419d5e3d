import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, formatDateTime, formatMessage, instantIn } from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  contractForm,
  ontarioDay,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import { clientInvoices, contracts, outboxMessages, paymentReminders } from '../../db/schema/index.js';
import { openSigningKey, signingLinkKey } from '../signing/signing-keys.js';
import { embeddedDirFor } from '../../db/database.js';
import { startServices } from '../../services.js';
import { dailyTextCap } from './daily-cap.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;

const clientEmail = 'helene@example.com';
const clientMobile = '6135550199';
const db = () => t.services.database.db;
const call = (who: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  callAs(t, who, method, url, payload);

const percentagePayment = {
  TotalCost: 10000,
  Deposit: 1000,
  DepositDate: ontarioDay(1),
  Mode: 'percentage',
  Terms: [
    { Name: 'Framing done', Amount: 40 },
    { Name: '', Amount: 60 },
  ],
  CustomTerms: '',
};
const milestonePayment = {
  ...percentagePayment,
  Mode: 'milestone',
  Terms: [
    { Name: 'Framing', Amount: 4000 },
    { Name: 'Other Type', CustomName: 'Cabinets installed', Amount: 5000 },
  ],
};

/** Sends a client contract with this payment; answers its id and the client's signing key. */
async function sendContract(payment: Record<string, unknown>, inProject = projectId) {
  const sent = await call(owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(inProject, contractForm({ Payment: payment })),
    Token: crypto.randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const id = sent.json().Data.Id as string;
  return { id, key: await nextSigningKey(t, clientEmail, id) };
}

/** A contract the client signed, once it is sealed and Signed. */
async function signedContract(payment: Record<string, unknown>, inProject = projectId): Promise<string> {
  const { id, key } = await sendContract(payment, inProject);
  const signed = await signWithKey(t, key);
  expect(signed.statusCode, signed.body).toBe(200);
  await eventually(async () => {
    const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
    return row?.status === 'Signed' ? true : undefined;
  }, 'the contract Signed');
  return id;
}

const reminderRows = (contractId: string) =>
  db().select().from(paymentReminders).where(eq(paymentReminders.contractId, contractId));
const textsSaying = (text: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.text, text)));
const sendReminder = (who: TestUser, body: Record<string, unknown>) =>
  call(who, 'POST', '/api/app/contract/sendtermreminder', body);
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let percentageId: string;
let milestoneId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('reminders@example.com', 'special');
  other = await t.createUser('other-reminders@example.com', 'special');
  // Its own period ends the sentence that names it: never "Inc..".
  await saveBusinessProfile(t, owner, { Name: 'Tremblay Renovations Inc.' });
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
  percentageId = await signedContract(percentagePayment);
  milestoneId = await signedContract(milestonePayment);
}, 120_000);
afterAll(() => t.close());

describe('#termreminders', () => {
  it('lists the deposit and each term with the total to pay, each tax and the holdback, and the default message', async () => {
    const answer = await call(owner, 'GET', `/api/app/contract/termreminders?id=${percentageId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { Terms, Reminders } = answer.json().Data;
    expect(
      Terms.map((term: { Id: string; Name: string; AmountText: string }) => [
        term.Id,
        term.Name,
        term.AmountText,
      ]),
    ).toEqual([
      ['deposit', 'Deposit', '$1,017.00 including HST 13 %, net of the 10 % holdback'],
      ['term-0', 'Framing done', '$3,661.20 including HST 13 %, net of the 10 % holdback'],
      ['term-1', 'Payment 2', '$5,491.80 including HST 13 %, net of the 10 % holdback'],
    ]);
    expect(Terms[0].RemindedTime).toBeNull();
    expect(Reminders).toEqual([]);
    expect(Terms[0].DefaultMessage).toBe(
      `Hello, this is Tremblay Renovations Inc. A friendly reminder for the work at 12 Maple Avenue, Ottawa, Ontario K1A 0B1: Deposit, $1,017.00 including HST 13 %, net of the 10 % holdback, due on ${ontarioDay(1)}. Questions? Call me at 416-555-0123. Thank you!`,
    );
    expect(Terms[1].DefaultMessage).toContain(
      'Framing done, $3,661.20 including HST 13 %, net of the 10 % holdback, now due.',
    );
  });

  it('names milestones as the contract shows them', async () => {
    const answer = await call(owner, 'GET', `/api/app/contract/termreminders?id=${milestoneId}`);
    expect(
      answer
        .json()
        .Data.Terms.map((term: { Name: string; AmountText: string }) => [term.Name, term.AmountText]),
    ).toEqual([
      ['Deposit', '$1,017.00 including HST 13 %, net of the 10 % holdback'],
      ['Framing', '$4,068.00 including HST 13 %, net of the 10 % holdback'],
      ['Cabinets installed', '$5,085.00 including HST 13 %, net of the 10 % holdback'],
    ]);
  });
});

describe('mode and status rules', () => {
  it('refuses a contract not yet signed, changing nothing', async () => {
    const { id } = await sendContract(percentagePayment);
    const terms = await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`);
    expect(terms.statusCode).toBe(409);
    expect(terms.json().Content).toBe(en.paymentReminderNotSigned);
    const sent = await sendReminder(owner, {
      id,
      termId: 'deposit',
      message: 'Pay please',
      scheduledTime: null,
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().Content).toBe(en.paymentReminderNotSigned);
    expect(await reminderRows(id)).toEqual([]);
  });

  it('reminds the deposit and each dated payment of a contract paid by dates, with its date', async () => {
    const id = await signedContract(contractForm().Payment);
    const terms = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`)).json().Data;
    expect(terms.Terms.map((term: { Id: string; Name: string }) => [term.Id, term.Name])).toEqual([
      ['deposit', 'Deposit'],
      ['term-0', 'Payment 1'],
      ['term-1', 'Payment 2'],
    ]);
    expect(terms.Terms[2].DefaultMessage).toContain(
      `Payment 2, $5,085.00 including HST 13 %, net of the 10 % holdback, due on ${ontarioDay(40)}.`,
    );
    const message = terms.Terms[0].DefaultMessage as string;
    const sent = await sendReminder(owner, { id, termId: 'deposit', message, scheduledTime: null });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(
      async () => ((await textsSaying(message)).length ? true : undefined),
      'the deposit text',
    );
    const email = await eventually(
      async () => (await outboxFor(t, clientEmail)).find((one) => one.text.includes(message)),
      'the deposit email',
    );
    expect(email.text).toContain('Deposit');
    expect(email.text).toContain('$1,017.00 including HST 13 %, net of the 10 % holdback');
  }, 60_000);

  it('refuses a contract its client cancelled, and never sends a reminder scheduled before', async () => {
    const id = await signedContract(percentagePayment);
    const message = 'Scheduled before the client cancelled';
    const scheduled = await sendReminder(owner, {
      id,
      termId: 'term-0',
      message,
      scheduledTime: inSeconds(2),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    // As the client's cancellation within the period records it (issue 31 §2).
    await db().update(contracts).set({ clientCancelledAt: new Date() }).where(eq(contracts.id, id));

    const terms = await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`);
    expect(terms.statusCode).toBe(409);
    expect(terms.json().Content).toBe(en.paymentReminderCancelledByClient);
    const now = await sendReminder(owner, {
      id,
      termId: 'term-1',
      message: 'Pay please',
      scheduledTime: null,
    });
    expect(now.statusCode).toBe(409);
    await eventually(
      async () => ((await reminderRows(id)).some((one) => one.status === 'cancelled') ? true : undefined),
      'the scheduled reminder dropped',
    );
    expect(await textsSaying(message)).toEqual([]);
    expect(await reminderRows(id)).toHaveLength(1);
  }, 60_000);

  it('refuses an unknown term, a time that cannot be read and one more than a day ago', async () => {
    const cases = [
      [{ termId: 'term-7', scheduledTime: null }, 'paymentReminderTermNotFound'],
      [{ termId: 'term-0', scheduledTime: 'tomorrow at noon' }, 'paymentReminderDateRequired'],
      [{ termId: 'term-0', scheduledTime: inSeconds(-25 * 3600) }, 'paymentReminderDateTooOld'],
    ] as const;
    for (const [input, key] of cases) {
      const sent = await sendReminder(owner, { id: percentageId, message: 'Pay please', ...input });
      expect(sent.statusCode, key).toBe(400);
      expect(sent.json().Content).toBe(en[key]);
    }
    expect(await reminderRows(percentageId)).toEqual([]);
  });
});

describe('#sendtermreminder now', () => {
  it('texts the client’s mobile and emails them, and sets the term’s RemindedTime', async () => {
    const message = 'Hello Hélène, the framing payment of $3,600.00 + GST/HST is due. Marie';
    const sent = await sendReminder(owner, {
      id: percentageId,
      termId: 'term-0',
      message,
      scheduledTime: null,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Content).toBe('Reminder Sent Successfully.');
    const [text] = await eventually(async () => {
      const rows = await textsSaying(message);
      return rows.length ? rows : undefined;
    }, 'the reminder text');
    expect(text?.to).toBe(clientMobile);
    const email = await eventually(
      async () =>
        // Other tests' reminders reach the same client: this one is found by its words.
        (await outboxFor(t, clientEmail)).find(
          (one) =>
            one.subject === 'Payment reminder from Tremblay Renovations Inc.' && one.text.includes(message),
        ),
      'the reminder email',
    );
    expect(email.text).toContain(message);
    expect(email.text).toContain('$3,661.20 including HST 13 %, net of the 10 % holdback');
    expect(email.html).toContain('Framing done');

    const terms = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${percentageId}`)).json()
      .Data;
    expect(terms.Terms.map((term: { RemindedTime: string | null }) => term.RemindedTime !== null)).toEqual([
      false,
      true,
      false,
    ]);
    expect(terms.Reminders[0]).toMatchObject({
      TermId: 'term-0',
      Message: message,
      Status: 'sent',
      ScheduledTime: null,
    });
    const [row] = await reminderRows(percentageId);
    expect([row?.smsCount, row?.emailCount]).toEqual([1, 1]);
  });

  it('sends at once a time chosen earlier today', async () => {
    const message = 'Reminder set a minute ago';
    const sent = await sendReminder(owner, {
      id: milestoneId,
      termId: 'term-1',
      message,
      scheduledTime: inSeconds(-60),
    });
    expect(sent.json().Content).toBe(en.paymentReminderSent);
    await eventually(async () => ((await textsSaying(message)).length ? true : undefined), 'the text');
  });
});

describe('a text within 2 text messages', () => {
  it('refuses a message 2 text messages cannot hold, GSM-7 or not, saying so, and sends nothing', async () => {
    const before = await reminderRows(percentageId);
    for (const message of ['a'.repeat(307), `Merci 👍 ${'a'.repeat(126)}`]) {
      const sent = await sendReminder(owner, {
        id: percentageId,
        termId: 'term-0',
        message,
        scheduledTime: null,
      });
      expect(sent.statusCode).toBe(400);
      expect(sent.json().Content).toBe(en.paymentReminderMessageTooLong);
    }
    expect(await reminderRows(percentageId)).toEqual(before);
    const longest = 'a'.repeat(306);
    const sent = await sendReminder(owner, {
      id: milestoneId,
      termId: 'term-0',
      message: longest,
      scheduledTime: null,
    });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('texts the message in GSM-7 look-alikes, as the modal counts it, and emails it as written', async () => {
    const message = 'L’acompte « rénovation » – merci';
    const sent = await sendReminder(owner, {
      id: milestoneId,
      termId: 'deposit',
      message,
      scheduledTime: null,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(
      async () => ((await textsSaying('L\'acompte "rénovation" - merci')).length ? true : undefined),
      'the GSM-7 text',
    );
    const email = await eventually(
      async () => (await outboxFor(t, clientEmail)).find((one) => one.text.includes(message)),
      'the email as written',
    );
    expect(email.text).toContain(message);
  });
});

describe('reminders stored before issue 33', () => {
  it('reads a reminder of term "0" as the first term’s once migrated', async () => {
    const id = await signedContract(percentagePayment);
    await db()
      .insert(paymentReminders)
      .values({ contractId: id, termId: '0', message: 'Old', status: 'sent', sentAt: new Date() });
    const folder = fileURLToPath(new URL('../../../drizzle/', import.meta.url));
    const migration = readdirSync(folder).find((name) => name.endsWith('_reminder-term-keys.sql'));
    await db().execute(sql.raw(readFileSync(join(folder, migration ?? ''), 'utf8')));

    const terms = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`)).json().Data;
    expect(terms.Reminders.map((one: { TermId: string }) => one.TermId)).toEqual(['term-0']);
    expect(
      terms.Terms.map((term: { Id: string; RemindedTime: string | null }) => [
        term.Id,
        term.RemindedTime !== null,
      ]),
    ).toEqual([
      ['deposit', false],
      ['term-0', true],
      ['term-1', false],
    ]);
  }, 60_000);
});

describe('an issued invoice', () => {
  /** Issues the invoice of a line; answers it with its pay link. */
  async function issued(contractId: string, key: string) {
    const answer = await call(owner, 'POST', '/api/app/contract/invoice', { Id: contractId, Key: key });
    expect(answer.statusCode, answer.body).toBe(200);
    const [invoice] = await db()
      .select()
      .from(clientInvoices)
      .where(and(eq(clientInvoices.contractId, contractId), eq(clientInvoices.receivableKey, key)));
    const payKey = invoice && openSigningKey(invoice.payKeySealed, signingLinkKey(t.services.authKey.secret));
    if (!invoice || !payKey) throw new Error('no invoice');
    return { ...invoice, payUrl: `${t.services.config.publicUrl}/Invoice?key=${payKey}` };
  }
  const payInFull = async (invoice: { id: string; payableCents: number }) => {
    const paid = await call(owner, 'POST', '/api/app/invoice/recordpayment', {
      InvoiceId: invoice.id,
      Method: 'other',
      AmountCents: invoice.payableCents,
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it('is reminded with its number, what it bills, its due day and its pay link, and no more once paid', async () => {
    const id = await signedContract(percentagePayment);
    const invoice = await issued(id, 'term-0');
    const terms = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`)).json().Data;
    const term = terms.Terms.find((one: { Id: string }) => one.Id === 'term-0');
    expect(term.Name).toBe(`Framing done, invoice No. ${invoice.number}`);
    expect(term.DefaultMessage).toBe(
      `Hello, this is Tremblay Renovations Inc. A friendly reminder: invoice No. ${invoice.number} (Payment 1: Framing done), $3,661.20 including HST 13 %, net of the 10 % holdback, due on ${invoice.dueOn}. View and pay: ${invoice.payUrl} Questions? Call 416-555-0123.`,
    );

    const message = term.DefaultMessage as string;
    const sent = await sendReminder(owner, { id, termId: 'term-0', message, scheduledTime: null });
    expect(sent.statusCode, sent.body).toBe(200);
    await eventually(async () => ((await textsSaying(message)).length ? true : undefined), 'the text');
    const email = await eventually(
      async () =>
        (await outboxFor(t, clientEmail)).find(
          (one) => one.subject.startsWith('Payment reminder') && one.text.includes(invoice.payUrl),
        ),
      'the email',
    );
    expect(email.html).toContain(`href="${invoice.payUrl}"`);
    expect(email.text).toContain(`Due date: ${invoice.dueOn}`);

    await payInFull(invoice);
    const after = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${id}`)).json().Data;
    expect(after.Terms.map((one: { Id: string }) => one.Id)).toEqual(['deposit', 'term-1']);
    const again = await sendReminder(owner, { id, termId: 'term-0', message, scheduledTime: null });
    expect(again.statusCode).toBe(400);
    expect(again.json().Content).toBe(en.paymentReminderTermNotFound);
  }, 60_000);

  it('drops a reminder scheduled before its invoice was paid in full', async () => {
    const id = await signedContract(percentagePayment);
    const invoice = await issued(id, 'term-1');
    const message = 'Scheduled before the payment came';
    const scheduled = await sendReminder(owner, {
      id,
      termId: 'term-1',
      message,
      scheduledTime: inSeconds(2),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await payInFull(invoice);
    await eventually(
      async () => ((await reminderRows(id)).some((one) => one.status === 'cancelled') ? true : undefined),
      'the reminder dropped',
    );
    expect(await textsSaying(message)).toEqual([]);
  }, 60_000);
});

describe('scheduled reminders', () => {
  it('stores a scheduled reminder with its job and sends it once when due', async () => {
    const message = 'Scheduled: the cabinets payment is due';
    const at = inSeconds(2);
    const sent = await sendReminder(owner, { id: milestoneId, termId: 'term-1', message, scheduledTime: at });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Content).toBe(
      formatMessage(en.paymentReminderScheduled, {
        localTime: formatDateTime(new Date(at), 'America/Toronto'),
      }),
    );
    const [row] = (await reminderRows(milestoneId)).filter((one) => one.message === message);
    expect(row?.status).toBe('scheduled');
    expect(row?.jobId).toBeTruthy();
    expect(await textsSaying(message)).toEqual([]);
    await eventually(
      async () => ((await textsSaying(message)).length ? true : undefined),
      'the scheduled text',
    );
    const [after] = (await reminderRows(milestoneId)).filter((one) => one.message === message);
    expect(after?.status).toBe('sent');
    expect(after?.sentAt?.getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
    await sleep(1500);
    expect(await textsSaying(message)).toHaveLength(1);
  });

  it('sends the changed text at the changed time, never the old one', async () => {
    const old = 'Before the change';
    const changed = 'After the change';
    const sent = await sendReminder(owner, {
      id: milestoneId,
      termId: 'term-0',
      message: old,
      scheduledTime: inSeconds(2),
    });
    const id = sent.json().Data.Id as string;
    const [before] = (await reminderRows(milestoneId)).filter((one) => one.id === id);
    const updated = await call(owner, 'PUT', '/api/app/contract/updatetermreminder', {
      reminderId: id,
      message: changed,
      scheduledTime: inSeconds(3),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = (await reminderRows(milestoneId)).filter((one) => one.id === id);
    expect(row?.jobId).not.toBe(before?.jobId);
    await eventually(
      async () => ((await textsSaying(changed)).length ? true : undefined),
      'the changed text',
    );
    await sleep(1500);
    expect(await textsSaying(old)).toEqual([]);
    expect(await textsSaying(changed)).toHaveLength(1);
  });

  it('never sends a cancelled reminder, and then refuses to change it', async () => {
    const message = 'This one is cancelled';
    const sent = await sendReminder(owner, {
      id: milestoneId,
      termId: 'term-0',
      message,
      scheduledTime: inSeconds(2),
    });
    const id = sent.json().Data.Id as string;
    const cancelled = await call(owner, 'PUT', `/api/app/contract/canceltermreminder?reminderId=${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await sleep(3500);
    expect(await textsSaying(message)).toEqual([]);
    const listed = (await call(owner, 'GET', `/api/app/contract/termreminders?id=${milestoneId}`)).json()
      .Data;
    expect(listed.Reminders.find((one: { Id: string }) => one.Id === id)?.Status).toBe('cancelled');
    const again = await call(owner, 'PUT', '/api/app/contract/updatetermreminder', {
      reminderId: id,
      message: 'Revived',
      scheduledTime: inSeconds(60),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Content).toBe(en.paymentReminderNotScheduled);
  });
});

describe('a French-speaking client of an English contractor', () => {
  it('is reminded in the contract’s French, now and when scheduled, while the contractor reads English', async () => {
    const contractor = await t.createUser('english-reminders@example.com', 'special');
    await saveBusinessProfile(t, contractor, { Name: 'Constructions Ottawa inc.' });
    await acceptEula(t, contractor);
    const { projectId: frenchProject } = await projectWithParties(t, contractor, { Language: 'fr' });
    const created = await callAs(t, contractor, 'POST', '/api/app/contract/create', {
      ...saveRequest(frenchProject, contractForm({ Payment: percentagePayment })),
      Token: crypto.randomUUID(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Data.Id as string;
    expect((await signWithKey(t, await nextSigningKey(t, clientEmail, id))).statusCode).toBe(200);
    await eventually(async () => {
      const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
      return row?.status === 'Signed' ? true : undefined;
    }, 'the contract Signed');

    // The contractor's modal is English; the message it offers is the one the client will read.
    const terms = (await callAs(t, contractor, 'GET', `/api/app/contract/termreminders?id=${id}`)).json()
      .Data;
    expect(terms.Terms[2].Name).toBe('Payment 2');
    expect(terms.Terms[2].AmountText).toBe('$5,491.80 including HST 13 %, net of the 10 % holdback');
    expect(terms.Terms[2].DefaultMessage).toMatch(/^Bonjour, ici Constructions Ottawa inc\. Petit rappel /);
    expect(terms.Terms[2].DefaultMessage).toContain(
      ': Paiement 2, 5\u00a0491,80\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite, exigible maintenant.',
    );

    const message = 'Bonjour Hélène, le paiement de la charpente est dû.';
    const sent = await callAs(t, contractor, 'POST', '/api/app/contract/sendtermreminder', {
      id,
      termId: 'term-0',
      message,
      scheduledTime: null,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Content).toBe('Reminder Sent Successfully.');
    const subject = 'Rappel de paiement de la part de Constructions Ottawa inc.';
    const email = await eventually(
      async () => (await outboxFor(t, clientEmail)).find((one) => one.subject === subject),
      'the French reminder email',
    );
    expect(email.text).toContain(
      'Montant\u00a0: 3\u00a0661,20\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite',
    );
    expect(email.text).toContain('Bonjour Hélène Côté,');
    expect(email.html).toContain('lang="fr"');

    const later = 'Rappel programmé : paiement 2';
    const scheduled = await callAs(t, contractor, 'POST', '/api/app/contract/sendtermreminder', {
      id,
      termId: 'term-1',
      message: later,
      scheduledTime: inSeconds(2),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().Content).toMatch(/^Schedule reminder is now saved\./);
    const delivered = await eventually(
      async () =>
        (await outboxFor(t, clientEmail)).find((one) => one.subject === subject && one.text.includes(later)),
      'the scheduled French reminder email',
    );
    expect(delivered.text).toContain('Paiement\u00a0: Paiement 2');
    expect(delivered.text).toContain(
      'Montant\u00a0: 5\u00a0491,80\u00a0$, taxes incluses (TVH 13\u00a0%), retenue de 10\u00a0% déduite',
    );
  }, 60_000);
});

describe('the daily text cap', () => {
  it('refuses a reminder whose texts would pass the cap, saying why, and sends nothing', async () => {
    // Texts sent earlier today by this account's reminders: the cap is all but reached.
    const [filler] = await db()
      .insert(paymentReminders)
      .values({
        contractId: percentageId,
        termId: 'term-1',
        message: 'earlier',
        status: 'sent',
        sentAt: new Date(),
        smsCount: dailyTextCap,
      })
      .returning();
    try {
      const before = await reminderRows(percentageId);
      const message = 'Over the cap';
      const sent = await sendReminder(owner, {
        id: percentageId,
        termId: 'term-0',
        message,
        scheduledTime: null,
      });
      expect(sent.statusCode).toBe(429);
      expect(sent.json().Content).toContain(`limited to ${dailyTextCap} a day`);
      expect(sent.json().Content).toContain('would send 1 more');
      expect(await reminderRows(percentageId)).toEqual(before);
      await sleep(1000);
      expect(await textsSaying(message)).toEqual([]);
    } finally {
      await db()
        .delete(paymentReminders)
        .where(eq(paymentReminders.id, filler?.id ?? ''));
    }
  });
});

describe('the project’s time zone', () => {
  it('tells and words reminder times on the clocks of the project’s province, not the contractor’s', async () => {
    const created = await call(owner, 'POST', '/api/app/project/create', {
      Name: 'Cabin in Whistler',
      Comments: '',
      Address: '4 Alpine Way',
      City: 'Whistler',
      Province: 'British Columbia',
      PostalCode: 'V0N 1B4',
      Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: clientEmail, Phone: clientMobile }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const contractId = await signedContract(milestonePayment, created.json().Data.Id);

    const terms = await call(owner, 'GET', `/api/app/contract/termreminders?id=${contractId}`);
    expect(terms.json().Data.TimeZone).toBe('America/Vancouver');
    const ontario = await call(owner, 'GET', `/api/app/contract/termreminders?id=${milestoneId}`);
    expect(ontario.json().Data.TimeZone).toBe('America/Toronto');

    // 9:00 in Whistler is noon on the Ontario contractor's clocks.
    const at = instantIn('British Columbia', ontarioDay(20), '09:00').toISOString();
    const sent = await sendReminder(owner, {
      id: contractId,
      termId: 'term-0',
      message: 'Due',
      scheduledTime: at,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Content).toBe(
      formatMessage(en.paymentReminderScheduled, { localTime: `${ontarioDay(20)} 9:00 a.m.` }),
    );
    const cancelled = await call(
      owner,
      'PUT',
      `/api/app/contract/canceltermreminder?reminderId=${sent.json().Data.Id}`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('another contractor', () => {
  it('gets 404 for the terms, sending, changing and cancelling, and nothing changes', async () => {
    const scheduled = await sendReminder(owner, {
      id: milestoneId,
      termId: 'term-0',
      message: 'Owner’s own reminder',
      scheduledTime: inSeconds(3600),
    });
    const reminderId = scheduled.json().Data.Id as string;
    const before = await reminderRows(milestoneId);
    const answers = await Promise.all([
      call(other, 'GET', `/api/app/contract/termreminders?id=${milestoneId}`),
      sendReminder(other, { id: milestoneId, termId: 'term-0', message: 'Hijack', scheduledTime: null }),
      call(other, 'PUT', '/api/app/contract/updatetermreminder', {
        reminderId,
        message: 'Hijack',
        scheduledTime: null,
      }),
      call(other, 'PUT', `/api/app/contract/canceltermreminder?reminderId=${reminderId}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(await reminderRows(milestoneId)).toEqual(before);
    expect(await textsSaying('Hijack')).toEqual([]);
    await call(owner, 'PUT', `/api/app/contract/canceltermreminder?reminderId=${reminderId}`);
  });
});

describe('a restart between scheduling and sending', () => {
  it('sends the reminder once, from the server that comes back after its time', async () => {
    const message = 'Sent after the restart';
    const due = inSeconds(2);
    const sent = await sendReminder(owner, {
      id: percentageId,
      termId: 'term-1',
      message,
      scheduledTime: due,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The server goes down: its workers stop; the reminder and its job wait in the database.
    await t.services.queue.stop();
    await sleep(3000);
    expect(await textsSaying(message)).toEqual([]);

    const { connectionString } = t.services.database.connection as { connectionString: string };
    const back = await startServices(t.services.config, pino({ level: 'silent' }), {
      database: { url: connectionString, embeddedDir: embeddedDirFor(t.dataDir) },
      queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    try {
      await eventually(
        async () => ((await textsSaying(message)).length ? true : undefined),
        'the text after the restart',
      );
      await sleep(2000);
      expect(await textsSaying(message)).toHaveLength(1);
      const [row] = (await reminderRows(percentageId)).filter((one) => one.message === message);
      expect(row?.status).toBe('sent');
    } finally {
      await back.close();
    }
  }, 60_000);
});
