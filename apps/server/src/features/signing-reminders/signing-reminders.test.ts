import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  en,
  formatMessage,
  fr,
  instantIn,
  textTimeFor,
  type ContractSigningReminders,
} from '@tradepact/shared';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  acceptEula,
  callAs,
  ontarioDay,
  projectWithParties,
  saveBusinessProfile,
  saveRequest,
} from '../../../test/contractor.js';
import { eventually, nextSigningKey, outboxFor, signWithKey } from '../../../test/signing.js';
import {
  contractEvents,
  contracts,
  signingReminderSchedules,
  signingReminders,
} from '../../db/schema/index.js';
import { embeddedDirFor } from '../../db/database.js';
import { startServices } from '../../services.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { reminderDelivery } from './reminder-delivery.js';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let projectId: string;

const clientEmail = 'helene@example.com';
const clientMobile = '6135550199';
const toronto = 'America/Toronto';
const db = () => t.services.database.db;
const call = (who: TestUser, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  callAs(t, who, method, url, payload);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const reminderSubject = formatMessage(en.signEmailReminderSubject, { business: 'Tremblay Renovations' });
/** Midday today in Ontario: a time texts may go. */
const middayToday = () => instantIn('Ontario', ontarioDay(0), '12:00');

/** Sends a client contract of the project (its last day to sign 5 days away); answers its id. */
async function sendContract(inProject = projectId): Promise<string> {
  const sent = await callAs(t, owner, 'POST', '/api/app/contract/create', {
    ...saveRequest(inProject),
    Token: randomUUID(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().Data.Id as string;
}

const remindersOf = (contractId: string) =>
  db()
    .select()
    .from(signingReminders)
    .where(eq(signingReminders.contractId, contractId))
    .orderBy(asc(signingReminders.emailAt));
const scheduledOf = async (contractId: string) =>
  (await remindersOf(contractId)).filter((row) => row.status === 'scheduled');
const readReminders = async (who: TestUser, id: string) =>
  call(who, 'GET', `/api/app/contract/signingreminders?id=${id}`);
const upcomingDays = (answer: ContractSigningReminders) =>
  answer.Upcoming.map((time) => calendarDateIn(new Date(time), toronto));

/** The reminder emails an address received that carry this signing key. */
const reminderEmailsWith = async (email: string, key: string) =>
  (await outboxFor(t, email)).filter(
    (message) => message.subject === reminderSubject && message.text.includes(`Signature?key=${key}`),
  );
const remindersTexted = async (key: string) =>
  (await outboxFor(t, clientMobile)).filter(
    (message) => message.text.startsWith('Reminder:') && message.text.includes(key),
  );
const eventsOf = (contractId: string, type: string) =>
  db()
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.type, type)));

/** The job's work, called as the worker calls it, on clocks of the test's choosing. */
const delivery = (now?: Date, services = t.services) =>
  reminderDelivery({
    db: services.database.db,
    notifier: services.notifier,
    queue: services.queue,
    publicUrl: services.config.publicUrl,
    productName: services.config.productName,
    linkKey: signingLinkKey(services.authKey.secret),
    log: pino({ level: 'silent' }),
    ...(now ? { now: () => now } : {}),
  });

/** Brings a queue job's time forward to now, as if its day had come. */
const comeDue = (jobId: string | null) =>
  t.services.database.pool.query('update pgboss.job set start_after = now() where id = $1', [jobId]);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('signing-reminders@example.com', 'special');
  other = await t.createUser('other-signing-reminders@example.com', 'special');
  await saveBusinessProfile(t, owner);
  await saveBusinessProfile(t, other, { Name: 'Other Builders' });
  await acceptEula(t, owner);
  ({ projectId } = await projectWithParties(t, owner));
}, 120_000);
afterAll(() => t.close());

describe('sending plans the reminders', () => {
  it('reminds 2 days after sending, the day before the last day and on it, with the default schedule', async () => {
    const id = await sendContract();
    const answer = await readReminders(owner, id);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().Data as ContractSigningReminders;
    expect(data.Schedule).toEqual({
      Enabled: true,
      FirstAfterDays: 2,
      EveryDays: 3,
      DayBeforeExpiry: true,
      MaxCount: 4,
    });
    expect(data).toMatchObject({ Sent: 0, TimeZone: toronto, IsChangeable: true });
    // The last day to sign is 5 days away: 2 days after, then 3 more (the last day), and the day before.
    expect(upcomingDays(data)).toEqual([ontarioDay(2), ontarioDay(4), ontarioDay(5)]);

    // Each reminder has its email job at its time, and its text job after quiet hours, unless the
    // offer lapses first (a send after 21:00 puts the last day's text past midnight).
    const lapses = instantIn('Ontario', ontarioDay(6), '00:00');
    const rows = await remindersOf(id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const textAt = textTimeFor(row.emailAt, toronto);
      expect(row.textAt).toEqual(textAt < lapses ? textAt : null);
      const { rows: jobs } = await t.services.database.pool.query(
        `select start_after as "startAfter", data from pgboss.job where id = any($1::uuid[]) order by data->>'channel'`,
        [[row.emailJobId, row.textJobId].filter(Boolean)],
      );
      expect(jobs.map((job) => [job.data, job.startAfter])).toEqual([
        [{ reminderId: row.id, channel: 'email' }, row.emailAt],
        ...(row.textAt ? [[{ reminderId: row.id, channel: 'text' }, row.textAt]] : []),
      ]);
    }
  });

  it('starts from the contractor’s default in Settings, and plans nothing when it is off', async () => {
    const defaults = { Enabled: true, FirstAfterDays: 1, EveryDays: 1, DayBeforeExpiry: false, MaxCount: 2 };
    const saved = await call(owner, 'PUT', '/api/app/settings/signingreminders', defaults);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Content).toBe(en.signingRemindersDefaultSaved);
    expect((await call(owner, 'GET', '/api/app/settings/signingreminders')).json().Data).toEqual(defaults);
    // Another account keeps the default.
    expect((await call(other, 'GET', '/api/app/settings/signingreminders')).json().Data).toMatchObject({
      FirstAfterDays: 2,
      MaxCount: 4,
    });

    const daily = await sendContract();
    const answer = (await readReminders(owner, daily)).json().Data as ContractSigningReminders;
    expect(answer.Schedule).toEqual(defaults);
    expect(upcomingDays(answer)).toEqual([ontarioDay(1), ontarioDay(2)]);

    await call(owner, 'PUT', '/api/app/settings/signingreminders', { ...defaults, Enabled: false });
    const quiet = await sendContract();
    const off = (await readReminders(owner, quiet)).json().Data as ContractSigningReminders;
    expect(off.Schedule.Enabled).toBe(false);
    expect(off.Upcoming).toEqual([]);
    expect(await remindersOf(quiet)).toEqual([]);
    // Each sent contract kept its own copy: the earlier one still reminds daily.
    expect(upcomingDays((await readReminders(owner, daily)).json().Data)).toHaveLength(2);
    await call(owner, 'PUT', '/api/app/settings/signingreminders', {
      Enabled: true,
      FirstAfterDays: 2,
      EveryDays: 3,
      DayBeforeExpiry: true,
      MaxCount: 4,
    });
  });

  it('refuses a default out of bounds, saying what it takes, and keeps the one saved', async () => {
    const before = (await call(owner, 'GET', '/api/app/settings/signingreminders')).json().Data;
    const days = await call(owner, 'PUT', '/api/app/settings/signingreminders', {
      ...before,
      FirstAfterDays: 0,
    });
    expect(days.statusCode).toBe(400);
    expect(days.json().Content).toBe(en.signingReminderDaysRange);
    const count = await call(owner, 'PUT', '/api/app/settings/signingreminders', { ...before, MaxCount: 11 });
    expect(count.json().Content).toBe(en.signingReminderCountRange);
    expect((await call(owner, 'GET', '/api/app/settings/signingreminders')).json().Data).toEqual(before);
  });
});

describe('changing a contract’s reminders', () => {
  it('turns them off, then on with other days: the reminders still to come are planned again', async () => {
    const id = await sendContract();
    const first = await scheduledOf(id);
    const off = await call(owner, 'PUT', '/api/app/contract/signingreminders', {
      Id: id,
      Enabled: false,
      FirstAfterDays: 2,
      EveryDays: 3,
      DayBeforeExpiry: true,
      MaxCount: 4,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().Content).toBe(en.signingRemindersTurnedOff);
    expect(off.json().Data.Upcoming).toEqual([]);
    expect((await remindersOf(id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    const on = await call(owner, 'PUT', '/api/app/contract/signingreminders', {
      Id: id,
      Enabled: true,
      FirstAfterDays: 1,
      EveryDays: 2,
      DayBeforeExpiry: false,
      MaxCount: 2,
    });
    expect(on.json().Content).toBe(en.signingRemindersSaved);
    expect(upcomingDays(on.json().Data)).toEqual([ontarioDay(1), ontarioDay(3)]);
    expect((await readReminders(owner, id)).json().Data.Schedule.MaxCount).toBe(2);

    // An old reminder's job, come due, finds its reminder cancelled and sends nothing.
    const [old] = first;
    await delivery(middayToday()).deliver(old?.id ?? '', 'email', old?.emailJobId ?? '');
    const key = await nextSigningKey(t, clientEmail, id);
    expect(await reminderEmailsWith(clientEmail, key)).toEqual([]);
  });

  it('refuses a change once the contract is withdrawn, and changes nothing', async () => {
    const id = await sendContract();
    await callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${id}`);
    const before = await remindersOf(id);
    const changed = await call(owner, 'PUT', '/api/app/contract/signingreminders', {
      Id: id,
      Enabled: false,
      FirstAfterDays: 2,
      EveryDays: 3,
      DayBeforeExpiry: true,
      MaxCount: 4,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().Content).toBe(en.signingRemindersNotChangeable);
    expect(await remindersOf(id)).toEqual(before);
    expect((await readReminders(owner, id)).json().Data).toMatchObject({ Upcoming: [], IsChangeable: false });
  });
});

describe('a reminder when its time comes', () => {
  it('emails and texts the same link with the last day to sign, in the audit trail, through the queue', async () => {
    const id = await sendContract();
    const key = await nextSigningKey(t, clientEmail, id);
    const [first] = await remindersOf(id);
    await comeDue(first?.emailJobId ?? null);
    const [email] = await eventually(
      async () =>
        (await reminderEmailsWith(clientEmail, key)).length
          ? reminderEmailsWith(clientEmail, key)
          : undefined,
      'the reminder email',
    );
    expect(email?.text).toContain(
      'Reminder: Marie Tremblay of Tremblay Renovations is waiting for your signature on the service agreement',
    );
    const lastDay = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${ontarioDay(5)}T00:00:00Z`),
    );
    expect(email?.text).toContain(`Please sign by ${lastDay}.`);
    expect(await eventsOf(id, 'reminderEmailed')).toMatchObject([{ data: { v: 1, to: clientEmail } }]);

    // Its text, run by the job at a time texts may go.
    await delivery(middayToday()).deliver(first?.id ?? '', 'text', first?.textJobId ?? '');
    const [text] = await eventually(
      async () => ((await remindersTexted(key)).length ? remindersTexted(key) : undefined),
      'the reminder text',
    );
    expect(text?.text).toBe(
      `Reminder: Tremblay Renovations is waiting for your signature on contract No. ${(await contractOf(id)).number}, by ${lastDay}: ${t.services.config.publicUrl}/Signature?key=${key} (personal link, please do not share)`,
    );
    expect(await eventsOf(id, 'reminderTexted')).toMatchObject([{ data: { to: '•••-•••-0199' } }]);
    const [row] = await remindersOf(id);
    expect(row?.status).toBe('sent');
    expect((await readReminders(owner, id)).json().Data.Sent).toBe(1);
  });

  it('keeps a text due at night for 08:00 on the recipients’ clocks', async () => {
    const id = await sendContract();
    const [first] = await remindersOf(id);
    const night = instantIn('Ontario', ontarioDay(0), '23:10');
    await delivery(night).deliver(first?.id ?? '', 'text', first?.textJobId ?? '');
    const [row] = await remindersOf(id);
    const morning = instantIn('Ontario', ontarioDay(1), '08:00');
    expect(row?.textAt).toEqual(morning);
    expect(row?.textJobId).not.toBe(first?.textJobId);
    const { rows } = await t.services.database.pool.query(
      'select start_after as "startAfter" from pgboss.job where id = $1',
      [row?.textJobId],
    );
    expect(rows[0]?.startAfter).toEqual(morning);
    expect(await remindersTexted(await nextSigningKey(t, clientEmail, id))).toEqual([]);
    expect(row?.textDoneAt).toBeNull();
  });

  it('speaks the language the contract was sent in', async () => {
    const { projectId: french } = await projectWithParties(t, owner, { Language: 'fr' });
    const id = await sendContract(french);
    const key = await nextSigningKey(t, clientEmail, id);
    const [first] = await remindersOf(id);
    await delivery(middayToday()).deliver(first?.id ?? '', 'email', first?.emailJobId ?? '');
    const subject = formatMessage(fr.signEmailReminderSubject, { business: 'Tremblay Renovations' });
    const email = await eventually(
      async () =>
        (await outboxFor(t, clientEmail)).find(
          (message) => message.subject === subject && message.text.includes(key),
        ),
      'the French reminder',
    );
    expect(email.text).toContain('Rappel : Marie Tremblay, de Tremblay Renovations, attend votre signature');
    expect(email.text).toContain('Veuillez signer au plus tard le ');
  });
});

async function contractOf(id: string) {
  const [row] = await db().select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new Error('no contract');
  return row;
}

describe('sent once', () => {
  it('sends nothing more when the job runs again, or runs at once on two app instances', async () => {
    const id = await sendContract();
    const key = await nextSigningKey(t, clientEmail, id);
    const [first, second] = await remindersOf(id);
    const run = delivery(middayToday());
    await run.deliver(first?.id ?? '', 'email', first?.emailJobId ?? '');
    await run.deliver(first?.id ?? '', 'email', first?.emailJobId ?? '');
    // A copy of the job (another id) finds the reminder waits for its own job, not this one.
    await run.deliver(first?.id ?? '', 'email', randomUUID());

    const { connectionString } = t.services.database.connection as { connectionString: string };
    const instance = await startServices(t.services.config, pino({ level: 'silent' }), {
      database: { url: connectionString, embeddedDir: embeddedDirFor(t.dataDir) },
      queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      periodic: 'off',
    });
    try {
      // The second reminder run by both instances at the same moment.
      await Promise.all([
        delivery(middayToday()).deliver(second?.id ?? '', 'email', second?.emailJobId ?? ''),
        delivery(middayToday(), instance).deliver(second?.id ?? '', 'email', second?.emailJobId ?? ''),
      ]);
      // The third through the queue, both instances' workers polling for it.
      const third = (await remindersOf(id))[2];
      await comeDue(third?.emailJobId ?? null);
      await eventually(
        async () => ((await reminderEmailsWith(clientEmail, key)).length === 3 ? true : undefined),
        'three reminder emails',
      );
      await sleep(2000);
    } finally {
      await instance.close();
    }
    expect(await reminderEmailsWith(clientEmail, key)).toHaveLength(3);
    expect(await eventsOf(id, 'reminderEmailed')).toHaveLength(3);
  }, 60_000);
});

describe('reminders stop', () => {
  it('for a signer who signed, while the others still get theirs', async () => {
    const created = await callAs(t, owner, 'POST', '/api/app/project/create', {
      Name: 'Two owners',
      Comments: '',
      Address: '8 Birch Lane',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
      Clients: [
        { FirstName: 'Hélène', LastName: 'Côté', Email: clientEmail, Phone: clientMobile },
        { FirstName: 'Pierre', LastName: 'Côté', Email: 'pierre@example.com', Phone: '6135550188' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = await sendContract(created.json().Data.Id);
    const helene = await nextSigningKey(t, clientEmail, id);
    const pierre = await nextSigningKey(t, 'pierre@example.com', id);
    expect((await signWithKey(t, helene)).statusCode).toBe(200);
    const [first] = await remindersOf(id);
    await delivery(middayToday()).deliver(first?.id ?? '', 'email', first?.emailJobId ?? '');
    await eventually(
      async () => ((await reminderEmailsWith('pierre@example.com', pierre)).length ? true : undefined),
      'Pierre’s reminder',
    );
    expect(await reminderEmailsWith(clientEmail, helene)).toEqual([]);

    // Once everyone signed, none goes.
    expect((await signWithKey(t, pierre)).statusCode).toBe(200);
    const [, second] = await remindersOf(id);
    await delivery(middayToday()).deliver(second?.id ?? '', 'email', second?.emailJobId ?? '');
    expect((await remindersOf(id))[1]?.status).toBe('stopped');
  });

  it('once the contract is withdrawn', async () => {
    const id = await sendContract();
    const key = await nextSigningKey(t, clientEmail, id);
    expect((await callAs(t, owner, 'PUT', `/api/app/contract/cancel?id=${id}`)).statusCode).toBe(200);
    const [first] = await remindersOf(id);
    await delivery(middayToday()).deliver(first?.id ?? '', 'email', first?.emailJobId ?? '');
    expect((await remindersOf(id))[0]?.status).toBe('stopped');
    await sleep(1000);
    expect(await reminderEmailsWith(clientEmail, key)).toEqual([]);
  });

  it('once the offer expired', async () => {
    const id = await sendContract();
    const key = await nextSigningKey(t, clientEmail, id);
    const [, , last] = await remindersOf(id);
    // Its last day to sign was yesterday: the job runs after it, on the day it lapsed.
    await db()
      .update(contracts)
      .set({ expiresOn: ontarioDay(-1) })
      .where(eq(contracts.id, id));
    await delivery(middayToday()).deliver(last?.id ?? '', 'text', last?.textJobId ?? '');
    expect((await remindersOf(id))[2]?.status).toBe('stopped');
    await sleep(1000);
    expect(await remindersTexted(key)).toEqual([]);
  });
});

describe('another contractor', () => {
  it('gets 404 for reading and changing a contract’s reminders, and nothing changes', async () => {
    const id = await sendContract();
    const before = await remindersOf(id);
    const schedule = () =>
      db().select().from(signingReminderSchedules).where(eq(signingReminderSchedules.contractId, id));
    const kept = await schedule();
    const answers = await Promise.all([
      readReminders(other, id),
      call(other, 'PUT', '/api/app/contract/signingreminders', {
        Id: id,
        Enabled: false,
        FirstAfterDays: 2,
        EveryDays: 3,
        DayBeforeExpiry: true,
        MaxCount: 4,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(await remindersOf(id)).toEqual(before);
    expect(await schedule()).toEqual(kept);
  });
});
