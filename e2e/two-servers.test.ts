import { createHash, randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en, formatMessage, planTypes } from '@tradepact/shared';
import { users } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { createStorage } from '../apps/server/src/storage/index.js';
import { contractForm, ontarioDay, saveRequest } from '../apps/server/test/contractor.js';
import { pngOf } from '../apps/server/test/images.js';
import { startS3Server, type TestS3Server } from '../apps/server/test/s3-server.js';
import { createThrowawayDatabase } from '../apps/server/test/test-app.js';
import { startServer, temporaryDataDir, type RunningServer } from './server-process.js';

/**
 * Two server processes behind one imagined load balancer: one PostgreSQL database, one S3 bucket, the
 * same AUTH_SECRET and PUBLIC_URL, each its own DATA_DIR as on two machines. What a single process
 * guarantees by its memory or its timers must hold across both.
 */

/** Every two seconds (cron's optional first field is seconds): sweeps come while the test waits. */
const everyTwoSeconds = '*/2 * * * * *';
const password = 'Correct-Horse-8';
const clientEmail = 'helene@example.com';
const clientMobile = '6135550199';
const businessEmail = 'office@tremblay.example';
/** Percentage terms, as a payment reminder names them. */
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

let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
let pool: pg.Pool;
let bucket: TestS3Server;
const dataDirs: Awaited<ReturnType<typeof temporaryDataDir>>[] = [];
const servers: RunningServer[] = [];
let a: RunningServer;
let b: RunningServer;

async function startOne() {
  const data = await temporaryDataDir();
  dataDirs.push(data);
  const server = await startServer(
    data.dir,
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      AUTH_SECRET: 'two-servers-share-this-secret-of-40-chars',
      PUBLIC_URL: 'https://contracts.example.ca',
      PERIODIC_CRON: everyTwoSeconds,
      PERIODIC_CHECK_SECONDS: '1',
      ...bucket.env,
    },
    // Two servers loading at once on a 2-core machine busy with other tests took up to 90 s to answer.
    150_000,
  );
  servers.push(server);
  return server;
}

beforeAll(async () => {
  database = await createThrowawayDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  bucket = await startS3Server();
  [a, b] = await Promise.all([startOne(), startOne()]);
}, 180_000);

// A request that failed on a server is explained in that server's log (warnings and errors only).
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const [name, server] of Object.entries({ A: a, B: b })) {
    console.error(`server ${name}:\n${server.output()}`);
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await pool?.end();
  await bucket?.stop();
  await database?.drop();
  for (const data of dataDirs) await data.remove();
});

/** An activated account with a password, on the operator's plan without limits, as sign-up leaves one. */
async function createAccount(email: string): Promise<string> {
  const now = new Date();
  const [row] = await drizzle(pool)
    .insert(users)
    .values({
      email,
      userName: email,
      firstName: 'Marie',
      lastName: 'Tremblay',
      passwordHash: await hashPassword(password),
      emailConfirmedAt: now,
      activatedAt: now,
      trialStartAt: now,
      trialEndAt: new Date(now.getTime() + 14 * 86_400_000),
      planType: planTypes.free,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

const signIn = (server: RunningServer, account: string, given: string) =>
  fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Account: account, Password: given }),
  });

/** A call as the web app makes it; answers the envelope's Data, or throws with the answer. */
async function call<T>(url: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { ...rest.headers, 'content-type': 'application/json' } }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { Data: T }).Data;
}

/** A PNG as the browser uploads it: a multipart form with one `file` part. */
async function pngForm(width: number, height: number) {
  const form = new FormData();
  const bytes = new Uint8Array(await pngOf(width, height));
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'signature.png');
  return form;
}

async function rows<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query<T>(text, values)).rows;
}

/** Messages still waiting in the queue: counted after they are all out, never while one may come. */
const pendingMessages = async () =>
  (
    await rows<{ count: string }>(
      "select count(*) from pgboss.job where name in ('notify.email', 'notify.sms') and state < 'completed'",
    )
  )[0]?.count;

/**
 * A contractor ready to send, set up across both servers (what one writes, the other reads): a
 * business profile with a signature, the EULA accepted, a project with one client. Made once.
 */
let contractorReady: Promise<{ headers: { authorization: string }; projectId: string }> | undefined;
function contractor() {
  contractorReady ??= (async () => {
    const email = 'contractor@example.com';
    await createAccount(email);
    const tokens = await call<{ AccessToken: string }>(`${a.url}/api/auth/login`, {
      method: 'POST',
      json: { Account: email, Password: password },
    });
    const headers = { authorization: `Bearer ${tokens.AccessToken}` };
    const signature = await call<string>(`${a.url}/api/cloud/upload`, {
      method: 'POST',
      headers,
      body: await pngForm(300, 100),
    });
    await call(`${b.url}/api/app/business/update`, {
      method: 'PUT',
      headers,
      json: {
        Name: 'Tremblay Renovations',
        GstNumber: '123456782',
        FirstName: 'Marie',
        LastName: 'Tremblay',
        Address: '120 King Street West',
        Unit: '4',
        City: 'Toronto',
        Province: 'Ontario',
        PostalCode: 'M5H 1J9',
        Phone: '4165550123',
        Email: businessEmail,
        Signature: signature,
      },
    });
    const eula = await call<{ Version: string }>(`${a.url}/api/app/eula/read`, { headers });
    await call(`${b.url}/api/app/eula/accept`, { method: 'POST', headers, json: { Version: eula.Version } });
    const project = await call<{ Id: string }>(`${a.url}/api/app/project/create`, {
      method: 'POST',
      headers,
      json: {
        Name: 'Kitchen renovation',
        Comments: '',
        Address: '12 Maple Avenue',
        City: 'Ottawa',
        Province: 'Ontario',
        PostalCode: 'K1A 0B1',
        Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: clientEmail, Phone: clientMobile }],
      },
    });
    return { headers, projectId: project.Id };
  })();
  return contractorReady;
}

/** The signing key the client was emailed for this contract, read from the outbox both servers write. */
async function signingKey(contractId: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const hashes = new Set(
          (
            await rows<{ hash: string }>(
              'select key_hash as hash from contract_signers where contract_id = $1',
              [contractId],
            )
          ).map((row) => row.hash),
        );
        const messages = await rows<{ text: string }>('select text from outbox_messages where "to" = $1', [
          clientEmail,
        ]);
        found = messages
          .flatMap((message) => [...message.text.matchAll(/Signature\?key=([A-Za-z0-9_-]{43})/g)])
          .map((match) => match[1] ?? '')
          .find((key) => hashes.has(createHash('sha256').update(key).digest('hex')));
        return found;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBeDefined();
  return found ?? '';
}

const contractRow = async (id: string) =>
  (
    await rows<{ status: string; number: number; key: string | null; sha256: string | null }>(
      'select status, number, sealed_pdf_key as key, sealed_sha256 as sha256 from contracts where id = $1',
      [id],
    )
  )[0];

/** A contract sent through A whose client signs it through B; answers its id once it is Signed. */
async function sentOnASignedOnB(): Promise<string> {
  const { headers, projectId } = await contractor();
  const sent = await call<{ Id: string }>(`${a.url}/api/app/contract/create`, {
    method: 'POST',
    headers,
    json: { ...saveRequest(projectId, contractForm({ Payment: percentagePayment })), Token: randomUUID() },
  });
  const key = await signingKey(sent.Id);
  const reference = await call<string>(`${b.url}/api/app/contract/signature?code=${key}`, {
    method: 'POST',
    body: await pngForm(600, 200),
  });
  await call(`${b.url}/api/app/contract/sign`, {
    method: 'POST',
    json: { code: key, signature: reference, typedName: '' },
  });
  await expect
    .poll(async () => (await contractRow(sent.Id))?.status, { timeout: 30_000, interval: 200 })
    .toBe('Signed');
  return sent.Id;
}

describe('two servers on one database and one bucket', () => {
  it('accept on B a session signed in on A', async () => {
    const email = 'session@example.com';
    const id = await createAccount(email);
    const signedIn = await signIn(a, email, password);
    expect(signedIn.status).toBe(200);
    const { AccessToken } = ((await signedIn.json()) as { Data: { AccessToken: string } }).Data;
    const info = await call<{ Id: string }>(`${b.url}/api/auth/userinfo`, {
      headers: { authorization: `Bearer ${AccessToken}` },
    });
    expect(info.Id).toBe(id);
  });

  it('lock an account after ten wrong passwords split across them, on both', async () => {
    const email = 'locked@example.com';
    await createAccount(email);
    for (const server of [a, b]) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn(server, email, 'Wrong-Password-1')).status).toBe(400);
      }
    }
    // Five each: a count kept per process would still let the right password in on either.
    for (const server of [a, b]) {
      const refused = await signIn(server, email, password);
      expect(refused.status, server.url).toBe(429);
      expect(((await refused.json()) as { Type: number }).Type).toBe(429);
    }
  });

  it(
    'seal a contract sent on A and signed through B once, with one completion email per party',
    { timeout: 60_000 },
    async () => {
      const id = await sentOnASignedOnB();
      await expect.poll(pendingMessages, { timeout: 20_000, interval: 200 }).toBe('0');

      const sealed = await contractRow(id);
      expect(sealed?.key).toMatch(new RegExp(`^contracts/${id}/sealed-[0-9a-f-]{36}\\.pdf$`));
      // The one sealed PDF is in the shared bucket, byte for byte what the contract records.
      const storage = createStorage({ s3: bucket.settings, dataDir: '' });
      const keys: string[] = [];
      for await (const stored of storage.list(`contracts/${id}/`)) keys.push(stored.key);
      expect(keys.filter((key) => key.includes('/sealed'))).toEqual([sealed?.key]);
      const bytes = await storage.get(sealed?.key ?? '');
      expect(
        createHash('sha256')
          .update(bytes ?? '')
          .digest('hex'),
      ).toBe(sealed?.sha256);

      const events = await rows<{ type: string }>(
        "select type from contract_events where contract_id = $1 and type = 'sealed'",
        [id],
      );
      expect(events).toHaveLength(1);

      const subject = formatMessage(en.signEmailCompletedSubject, {
        number: formatMessage(en.signEmailContractNumber, { number: sealed?.number ?? '' }),
      });
      for (const party of [clientEmail, businessEmail]) {
        const emails = await rows<{ text: string }>(
          'select text from outbox_messages where "to" = $1 and subject = $2',
          [party, subject],
        );
        expect(emails, party).toHaveLength(1);
        expect(emails[0]?.text).toContain(sealed?.sha256);
      }
    },
  );

  it('send a scheduled payment reminder once, though both run its workers', { timeout: 60_000 }, async () => {
    const id = await sentOnASignedOnB();
    const { headers } = await contractor();
    const message = `Framing is done: payment due (${randomUUID()})`;
    await call(`${a.url}/api/app/contract/sendtermreminder`, {
      method: 'POST',
      headers,
      json: { id, termId: 'term-0', message, scheduledTime: new Date(Date.now() + 5_000).toISOString() },
    });
    const reminders = () =>
      rows<{ status: string; scheduled: Date | null; sent: Date | null }>(
        'select status, scheduled_for as scheduled, sent_at as sent from payment_reminders where contract_id = $1',
        [id],
      );
    await expect
      .poll(async () => (await reminders()).map((row) => row.status), { timeout: 30_000, interval: 200 })
      .toEqual(['sent']);
    // Queued for its time, not sent at once.
    const [reminder] = await reminders();
    expect(reminder?.sent?.getTime()).toBeGreaterThanOrEqual(reminder?.scheduled?.getTime() ?? Infinity);
    // Both servers' workers poll every 2 s: a second delivery would have been queued by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect.poll(pendingMessages, { timeout: 20_000, interval: 200 }).toBe('0');

    const delivered = await rows<{ channel: string; to: string }>(
      'select channel, "to" from outbox_messages where text like $1 order by channel',
      [`%${message}%`],
    );
    expect(delivered).toEqual([
      { channel: 'email', to: clientEmail },
      { channel: 'sms', to: clientMobile },
    ]);
  });

  it('run a periodic sweep once per occurrence', { timeout: 60_000 }, async () => {
    const runs = async () =>
      rows<{ created: Date; state: string }>(
        "select created_on as created, state from pgboss.job where name = 'signing.sweep' order by created_on",
      );
    await expect
      .poll(async () => (await runs()).filter((run) => run.state === 'completed').length, {
        timeout: 45_000,
        interval: 500,
      })
      .toBeGreaterThanOrEqual(2);
    const created = (await runs()).map((run) => run.created.getTime());
    // Each server's clock sending the occurrence would put two runs within the same second.
    const gaps = created.slice(1).map((time, index) => time - (created[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000);
  });
});
