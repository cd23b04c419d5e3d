import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDirFor, openDatabase } from '../apps/server/src/db/database.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { quickJobRecovery, startServer, temporaryDataDir, type RunningServer } from './server-process.js';

const data = await temporaryDataDir();
/** Servers this file started, stopped at the end even when an assertion failed halfway. */
const servers: RunningServer[] = [];
const start = async (env: Record<string, string>) => {
  const server = await startServer(data.dir, env);
  servers.push(server);
  return server;
};

/**
 * A mail server that, while `holding`, reads a message and never answers it: the sender cannot know
 * whether it was accepted, as when its process dies mid-send. Otherwise it accepts.
 */
let holding = true;
const held: ParsedMail[] = [];
const accepted: ParsedMail[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (holding) held.push(mail);
          else {
            accepted.push(mail);
            callback();
          }
        })
        .catch(callback);
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  const running = servers.filter((server) => server.process.exitCode === null && !server.process.signalCode);
  for (const server of running) await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await data.remove();
});

/** Joins the running server's embedded database, as `npm run admin` does. */
const join = () =>
  openDatabase({ url: undefined, embeddedDir: embeddedDirFor(data.dir), poolSize: 1, shareRunning: true });

describe('a message whose server is killed between commit and delivery', () => {
  it('goes out after the restart, once, under the same Message-ID', { timeout: 120_000 }, async () => {
    const env = { SMTP_URL: smtpUrl, LOG_LEVEL: 'warn', ...quickJobRecovery };
    const first = await start(env);
    const email = 'crash-mail@example.com';
    const database = await join();
    await database.db.insert(users).values({ email });
    await database.close();

    const answer = await fetch(`${first.url}/api/identity/send2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: email }),
    });
    expect(answer.status).toBe(200);
    // The code and its email job were committed together; the worker is now mid-send.
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(1);
    first.process.kill('SIGKILL');
    await once(first.process, 'exit');
    holding = false;

    const second = await start(env);
    // pg-boss retries a run that outlived its expiry (30 s for messages; 10 s here), with back-off.
    await expect.poll(() => accepted.length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [mail] = accepted;
    expect(mail?.messageId).toBe(held[0]?.messageId);
    // The host of PUBLIC_URL, which defaults to http://localhost:PORT.
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(mail?.to).toMatchObject({ text: email });
    expect(mail?.text).toMatch(/\d{6}/);

    // The job is marked done, so it runs no more: the mailbox holds this one message.
    const reopened = await join();
    try {
      const jobs = async () =>
        (
          await reopened.pool.query<{ id: string; state: string }>(
            "select id::text, state::text from pgboss.job where name = 'notify.email'",
          )
        ).rows;
      await expect
        .poll(jobs, { timeout: 10_000 })
        .toEqual([{ id: mail?.messageId?.slice(1, 37), state: 'completed' }]);
    } finally {
      await reopened.close();
    }
    expect(accepted).toHaveLength(1);
    expect(await second.stop()).toBe(0);
  });
});
