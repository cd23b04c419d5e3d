import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedDirFor, openDatabase, type Database } from '../apps/server/src/db/database.js';
import { isAlive } from '../apps/server/src/db/process-alive.js';
import { accessTokenKey } from '../apps/server/src/features/auth/access-token.js';
import { resolveAuthSecret } from '../apps/server/src/features/auth/auth-secret.js';
import { startSession } from '../apps/server/src/features/auth/sessions.service.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { startServer, temporaryDataDir, type RunningServer } from './server-process.js';

const data = await temporaryDataDir();
afterAll(() => data.remove());

/** Joins the running server's embedded database, as `npm run admin` does. */
const join = () =>
  openDatabase({ url: undefined, embeddedDir: embeddedDirFor(data.dir), poolSize: 1, shareRunning: true });

async function contractorHeaders(database: Database) {
  const [user] = await database.db.insert(users).values({ email: 'crash@example.com' }).returning();
  if (!user) throw new Error('no user');
  const key = accessTokenKey(await resolveAuthSecret(undefined, data.dir));
  const tokens = await startSession(database.db, key, user.id);
  return { authorization: `Bearer ${tokens.AccessToken}`, 'content-type': 'application/json' };
}

/** Creates projects one after another until the server stops answering; answers the acknowledged ids. */
async function writeUntilDown(
  server: RunningServer,
  headers: Record<string, string>,
  acknowledged: string[],
) {
  for (let index = 0; ; index += 1) {
    const answer = await fetch(`${server.url}/api/app/project/create`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Name: `Burst ${index}`, Comments: '' }),
    }).then(
      async (response) => (response.ok ? ((await response.json()) as { Data: { Id: string } }) : undefined),
      () => undefined,
    );
    if (!answer) return;
    acknowledged.push(answer.Data.Id);
  }
}

describe('the server killed with SIGKILL during writes', () => {
  it('starts again on the same folder, taking over its orphaned database, with every acknowledged write', async () => {
    const first = await startServer(data.dir);
    const database = await join();
    const headers = await contractorHeaders(database);
    await database.close();

    const acknowledged: string[] = [];
    const writers = Array.from({ length: 4 }, () => writeUntilDown(first, headers, acknowledged));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    first.process.kill('SIGKILL');
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(0);

    const pidFile = path.join(embeddedDirFor(data.dir), 'postmaster.pid');
    const [orphanPid, , , , orphanSocketDir] = (await readFile(pidFile, 'utf8')).split('\n');
    const orphan = Number(orphanPid);
    expect(isAlive(orphan)).toBe(true);

    const second = await startServer(data.dir);
    const reopened = await join();
    try {
      const { rows } = await reopened.pool.query<{ id: string }>('select id from projects');
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await reopened.close();
    }
    // pg_ctl reports the stop once the pid file is gone, a moment before the process has exited.
    await expect.poll(() => isAlive(orphan), { timeout: 10_000 }).toBe(false);
    expect(existsSync(orphanSocketDir ?? '')).toBe(false);
    expect(await second.stop()).toBe(0);
    await expect(readFile(pidFile, 'utf8')).rejects.toThrow();
  });
});
