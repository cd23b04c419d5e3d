// What the benchmarks share: a free port, the built product started as `npm start` starts it (with its
// own data folder, on the embedded database unless a DATABASE_URL is given), and accounts with
// sessions made straight in its database.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = (file) => path.join(root, 'apps/server/dist', file);

export async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Starts the built server; answers its base URL, data folder, the database it reached and stop(). */
export async function startProduct({ env = {}, name = 'tp-bench-' } = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), name));
  const port = await freePort();
  const child = spawn(process.execPath, [dist('main.js')], {
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
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/site/subscriptionplans`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the product did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { embeddedDirFor, openDatabase } = await import(dist('db/database.js'));
  // Through the running server's socket, as `npm run admin` does.
  const database = await openDatabase({
    url: env.DATABASE_URL,
    embeddedDir: embeddedDirFor(dataDir),
    shareRunning: true,
    poolSize: 2,
  });
  return {
    base,
    dataDir,
    database,
    async stop() {
      await database.close();
      child.kill('SIGTERM');
      await once(child, 'exit');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new contractor and a Bearer header for it. */
export async function newContractor(product) {
  const { startSession } = await import(dist('features/auth/sessions.service.js'));
  const { accessTokenKey } = await import(dist('features/auth/access-token.js'));
  const { resolveAuthSecret } = await import(dist('features/auth/auth-secret.js'));
  const { rows } = await product.database.pool.query(
    `insert into users (email, first_name, last_name, email_confirmed_at)
     values ('bench-' || gen_random_uuid() || '@example.com', 'Bench', 'Owner', now()) returning id`,
  );
  const id = rows[0].id;
  const key = accessTokenKey(await resolveAuthSecret(undefined, product.dataDir));
  const tokens = await startSession(product.database.db, key, id);
  return { id, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
}
