import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '@tradepact/shared';
import { embeddedDirFor, openDatabase } from '../apps/server/src/db/database.js';
import { accessTokenKey } from '../apps/server/src/features/auth/access-token.js';
import { resolveAuthSecret } from '../apps/server/src/features/auth/auth-secret.js';
import { startSession } from '../apps/server/src/features/auth/sessions.service.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { saveRequest } from '../apps/server/test/contractor.js';
import { pngOf } from '../apps/server/test/images.js';
import { quickJobRecovery, startServer, temporaryDataDir, type RunningServer } from './server-process.js';

const data = await temporaryDataDir();
/** Servers this file started, stopped at the end even when an assertion failed halfway. */
const servers: RunningServer[] = [];
const start = async () => {
  const server = await startServer(data.dir, { LOG_LEVEL: 'warn', ...quickJobRecovery });
  servers.push(server);
  return server;
};
afterAll(async () => {
  const running = servers.filter((server) => server.process.exitCode === null && !server.process.signalCode);
  for (const server of running) await server.stop();
  await data.remove();
});

/** Joins the running server's embedded database (or the orphan a killed one left), as `npm run admin` does. */
const join = () =>
  openDatabase({ url: undefined, embeddedDir: embeddedDirFor(data.dir), poolSize: 1, shareRunning: true });

const clientEmail = 'client@example.com';
const contractorEmail = 'office@tremblay.example';

/** A call as the browser makes it; answers the envelope's Data, or throws with the answer. */
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
  form.append(
    'file',
    new Blob([new Uint8Array(await pngOf(width, height))], { type: 'image/png' }),
    'sig.png',
  );
  return form;
}

/** A contractor ready to send: trial account, business profile with a signature, EULA accepted. */
async function readyContractor(base: string) {
  const database = await join();
  let authorization: string;
  try {
    const now = Date.now();
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'seal-crash@example.com',
        trialStartAt: new Date(now),
        trialEndAt: new Date(now + 14 * 86_400_000),
      })
      .returning();
    if (!user) throw new Error('no user');
    const key = accessTokenKey(await resolveAuthSecret(undefined, data.dir));
    authorization = `Bearer ${(await startSession(database.db, key, user.id)).AccessToken}`;
  } finally {
    await database.close();
  }
  const headers = { authorization };
  const signature = await call<string>(`${base}/api/cloud/upload`, {
    method: 'POST',
    headers,
    body: await pngForm(300, 100),
  });
  await call(`${base}/api/app/business/update`, {
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
      Email: contractorEmail,
      Signature: signature,
    },
  });
  const eula = await call<{ Version: string }>(`${base}/api/app/eula/read`, { headers });
  await call(`${base}/api/app/eula/accept`, { method: 'POST', headers, json: { Version: eula.Version } });
  return headers;
}

/** Sends a client contract on a new project with one client; answers its id and the client's key. */
async function sendContract(base: string, headers: Record<string, string>) {
  const project = await call<{ Id: string }>(`${base}/api/app/project/create`, {
    method: 'POST',
    headers,
    json: {
      Name: 'Kitchen renovation',
      Comments: '',
      Address: '12 Maple Avenue',
      City: 'Ottawa',
      Province: 'Ontario',
      PostalCode: 'K1A 0B1',
      Clients: [{ FirstName: 'Hélène', LastName: 'Côté', Email: clientEmail, Phone: '6135550199' }],
    },
  });
  const sent = await call<{ Id: string }>(`${base}/api/app/contract/create`, {
    method: 'POST',
    headers,
    json: { ...saveRequest(project.Id), Token: crypto.randomUUID() },
  });
  const outbox = () =>
    call<{ Text: string }[]>(`${base}/api/dev/outbox?to=${encodeURIComponent(clientEmail)}`);
  let key: string | undefined;
  await expect
    .poll(
      async () => {
        key = (await outbox())
          .map((message) => /Signature\?key=([A-Za-z0-9_-]{43})/.exec(message.Text)?.[1])
          .find(Boolean);
        return key;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBeDefined();
  return { id: sent.Id, key: key ?? '' };
}

/** The completion emails an address holds in the development outbox. */
async function completionEmails(base: string, to: string) {
  const [before, after] = en.signEmailCompletedSubject.split('{number}');
  const messages = await call<{ Subject: string; Text: string }[]>(
    `${base}/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  return messages.filter(
    (message) => message.Subject.startsWith(before ?? '') && message.Subject.endsWith(after ?? ''),
  );
}

describe('a contract whose server is killed with SIGKILL while sealing it', () => {
  it(
    'is Signed after a restart, with exactly one sealed PDF and one completion email per party',
    { timeout: 120_000 },
    async ({ annotate }) => {
      const first = await start();
      const headers = await readyContractor(first.url);
      const { id, key } = await sendContract(first.url, headers);
      const folder = path.join(data.dir, 'files', 'contracts', id);

      const reference = await call<string>(`${first.url}/api/app/contract/signature?code=${key}`, {
        method: 'POST',
        body: await pngForm(600, 200),
      });
      // The seal renames its finished file into place, then marks the contract Signed in a short
      // transaction of its own: killing the process the moment the file appears leaves the file without
      // the commit.
      // Listened for before the kill: the exit can be over by the time the poll below notices the kill.
      const exited = once(first.process, 'exit');
      let killed = false;
      const watcher = watch(folder, (_event, name) => {
        if (killed || !name?.startsWith('sealed')) return;
        killed = true;
        first.process.kill('SIGKILL');
      });
      try {
        await call(`${first.url}/api/app/contract/sign`, {
          method: 'POST',
          json: { code: key, signature: reference, typedName: '' },
        });
        await expect.poll(() => killed, { timeout: 30_000, interval: 5 }).toBe(true);
      } finally {
        watcher.close();
      }
      await exited;

      // The killed server's database lives on (the next start takes it over): read what the kill left.
      const orphan = await join();
      try {
        const { rows } = await orphan.pool.query<{ status: string; state: string }>(
          `select c.status, j.state::text from contracts c
           join pgboss.job j on j.name = 'contracts.seal' and j.data->>'contractId' = c.id::text
           where c.id = $1`,
          [id],
        );
        expect(rows).toHaveLength(1);
        const [atKill] = rows;
        if (atKill?.status === 'Sent') {
          expect(atKill.state).toBe('active');
          await annotate(
            'killed between storing the sealed PDF and committing: the run died, its retry seals',
          );
        } else {
          await annotate(`the commit beat the kill (status ${atKill?.status} at kill time)`);
        }
      } finally {
        await orphan.close();
      }

      const second = await start();
      const database = await join();
      try {
        const contract = async () =>
          (
            await database.pool.query<{ status: string; key: string | null; sha256: string | null }>(
              'select status, sealed_pdf_key as key, sealed_sha256 as sha256 from contracts where id = $1',
              [id],
            )
          ).rows[0];
        // The dead run is picked up once it outlives the job's expiry (30 s; 10 s here).
        await expect
          .poll(async () => (await contract())?.status, { timeout: 60_000, interval: 250 })
          .toBe('Signed');
        const pendingEmails = async () =>
          (
            await database.pool.query<{ count: string }>(
              "select count(*) from pgboss.job where name = 'notify.email' and state < 'completed'",
            )
          ).rows[0]?.count;
        await expect.poll(pendingEmails, { timeout: 30_000, interval: 250 }).toBe('0');

        const sealed = await contract();
        // Each run stores under a key of its own; the dead run's file went once the retry committed.
        expect(sealed?.key).toMatch(new RegExp(`^contracts/${id}/sealed-[0-9a-f-]{36}\\.pdf$`));
        const bytes = await readFile(path.join(data.dir, 'files', sealed?.key ?? ''));
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(sealed?.sha256);
        // Nor a half-written copy beside it (hidden while it is written).
        expect((await readdir(folder)).filter((name) => /^\.?sealed/.test(name))).toEqual([
          path.basename(sealed?.key ?? ''),
        ]);
        const { rows: sealedEvents } = await database.pool.query(
          "select 1 from contract_events where contract_id = $1 and type = 'sealed'",
          [id],
        );
        expect(sealedEvents).toHaveLength(1);

        for (const party of [clientEmail, contractorEmail]) {
          const emails = await completionEmails(second.url, party);
          expect(emails, party).toHaveLength(1);
          expect(emails[0]?.Text).toContain(sealed?.sha256);
        }
      } finally {
        await database.close();
      }
      expect(await second.stop()).toBe(0);
    },
  );
});
