import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDirFor, openDatabase, type Database } from './database.js';
import { EmbeddedDatabaseInUse } from './embedded-lock.js';
import { runMigrations } from './migrate.js';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

let dataDir: string;
let owner: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-lock-'));
  owner = await openDatabase({ url: undefined, embeddedDir: embeddedDirFor(dataDir), poolSize: 2 });
  await runMigrations(owner.db);
}, 60_000);
afterAll(async () => {
  await owner.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second server on the same folder', async () => {
    await expect(
      openDatabase({ url: undefined, embeddedDir: embeddedDirFor(dataDir), poolSize: 1 }),
    ).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
  });

  it('lets a tool share the running database through its socket', async () => {
    await owner.pool.query(`insert into eula_versions (version, content) values (41, '<p>shared</p>')`);
    const tool = await openDatabase({
      url: undefined,
      embeddedDir: embeddedDirFor(dataDir),
      poolSize: 1,
      shareRunning: true,
    });
    try {
      const { rows } = await tool.pool.query('select content from eula_versions where version = 41');
      expect(rows).toEqual([{ content: '<p>shared</p>' }]);
    } finally {
      await tool.close();
    }
    await expect(owner.pool.query('select 1 as ok')).resolves.toMatchObject({ rows: [{ ok: 1 }] });
  });

  it('runs `npm run admin` against the running server, which sees the published text at once', async () => {
    const file = path.join(dataDir, 'announcement.html');
    await writeFile(file, '<p>Payment reminders can now go by SMS.</p><img src=x onerror=alert(1)>');
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/admin/admin.ts', 'publish-announcement', file],
      { cwd: serverRoot, env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    expect(stdout).toMatch(/Published announcement version 1\./);
    const { rows } = await owner.pool.query('select content from announcements');
    expect(rows).toEqual([{ content: '<p>Payment reminders can now go by SMS.</p>' }]);
  }, 60_000);
});
