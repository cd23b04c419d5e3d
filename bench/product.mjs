// What the benchmarks share: a free port, the built product started as `npm start` starts it (with its
// own data folder, on the embedded database unless a DATABASE_URL is given), a throwaway database on
// another PostgreSQL server, and accounts with sessions made straight in the product's database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { planTypes } from '@tradepact/shared';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = (file) => path.join(root, 'apps/server/dist', file);

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Polls `url` until it answers 200; answers the time it did (performance.now()). */
export async function waitForAnswer(url, child) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  throw new Error(`no answer from ${url} within 60 s`);
}

/** Spawns the built server on a free port; answers once it serves, with its start-up time. */
export async function spawnProduct(dataDir, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [dist('main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const answered = await waitForAnswer(`${base}/api/site/subscriptionplans`, child);
  return {
    base,
    child,
    startupMs: answered - started,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * The product in a new data folder, joined to its database as `npm run admin` does (through the
 * running server's socket), unless `database` is false. stop() also removes the folder.
 */
export async function startProduct({ env = {}, name = 'tp-bench-', database: open = true } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), name));
  const server = await spawnProduct(dataDir, env);
  const { embeddedDirFor, openDatabase } = await import(dist('db/database.js'));
  const database = open
    ? await openDatabase({
        url: env.DATABASE_URL,
        embeddedDir: embeddedDirFor(dataDir),
        shareRunning: true,
        poolSize: 2,
      })
    : undefined;
  return {
    base: server.base,
    dataDir,
    database,
    async stop() {
      await database?.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the PostgreSQL server at `url`, and how to drop it. */
export async function throwawayDatabase(url) {
  const name = `tp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A new contractor in the product's database, on the plan the bench needs: 'trial', a running trial as
 * sign-up makes it (three contracts of each kind a month), or 'special', the operator's plan without
 * limits, for benches that send more than a trial allows. Answers its id and a Bearer header for it.
 */
export async function newContractor(product, plan = 'trial') {
  const { startSession } = await import(dist('features/auth/sessions.service.js'));
  const { accessTokenKey } = await import(dist('features/auth/access-token.js'));
  const { resolveAuthSecret } = await import(dist('features/auth/auth-secret.js'));
  const { rows } = await product.database.pool.query(
    `insert into users (email, first_name, last_name, email_confirmed_at, trial_start_at, trial_end_at, plan_type)
     values ('bench-' || gen_random_uuid() || '@example.com', 'Bench', 'Owner', now(), now(), now() + interval '14 days', $1)
     returning id`,
    [{ trial: planTypes.trial, special: planTypes.free }[plan]],
  );
  const id = rows[0].id;
  const key = accessTokenKey(await resolveAuthSecret(undefined, product.dataDir));
  const tokens = await startSession(product.database.db, key, id);
  return { id, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}
