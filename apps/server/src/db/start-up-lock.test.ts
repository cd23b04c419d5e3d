import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startServices, type Services } from '../services.js';
import { withDatabase } from '../../test/database-url.js';
import { migrationsFolder } from './migrate.js';
import '../../test/provided-context.js';

const serverUrl = () => inject('testDatabaseServer');
const name = `tp_empty_${randomUUID().replaceAll('-', '')}`;
let dataDir: string;
const started: Services[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // Empty, as an operator's new database is: not a copy of the run's migrated template.
  await admin((client) => client.query(`create database ${name}`));
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-start-up-'));
});
afterAll(async () => {
  for (const services of started) await services.close();
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  await rm(dataDir, { recursive: true, force: true });
});

describe('two servers started at the same moment on an empty database', () => {
  it('both come up, and every migration and seed is applied once', async () => {
    const start = () =>
      startServices(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
        pino({ level: 'silent' }),
        {
          database: { url: withDatabase(serverUrl(), name), embeddedDir: `${dataDir}/postgres`, poolSize: 3 },
          periodic: 'off',
        },
      );
    started.push(...(await Promise.all([start(), start()])));

    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const pool = started[0]?.database.pool;
    const applied = await pool?.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied?.rows[0]?.count).toBe(journal.entries.length);
    const eula = await pool?.query<{ version: number }>('select version from eula_versions order by version');
    expect(eula?.rows.map((row) => row.version)).toEqual([1, 2, 3]);
  });
});
