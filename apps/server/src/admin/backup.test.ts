import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { openDatabase, type Database } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { createStorage } from '../storage/index.js';
import { serverForClientTools, type ToolsServer } from '../../test/client-tools-cluster.js';
import { withDatabase } from '../../test/database-url.js';
import { backup, restore, runBackupCommand, serverMajor } from './backup.js';
import { findPostgresTool } from './postgres-tools.js';

let server: ToolsServer;
let dataDir: string;
const name = `tp_backup_${randomUUID().replaceAll('-', '')}`;
const open: Database[] = [];

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function openIt(): Promise<Database> {
  const database = await openDatabase({ url: withDatabase(server.url, name), embeddedDir: '', poolSize: 2 });
  open.push(database);
  return database;
}

async function closeAll() {
  for (const database of open.splice(0)) await database.close();
}

beforeAll(async () => {
  server = await serverForClientTools();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-backup-'));
  await onServer(`create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(server.url, name), max: 1 });
  await runMigrations(drizzle(pool));
  await pool.end();
}, 120_000);

afterAll(async () => {
  await closeAll();
  await onServer(`drop database if exists ${name} with (force)`);
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const config = () => loadConfig({ DATA_DIR: dataDir });

describe('npm run admin -- backup and restore', () => {
  it('brings back the rows, the stored files, the seal and the session key into a wiped database', async () => {
    const pdf = Buffer.from('%PDF-1.7 sealed contract');
    const storage = createStorage(config());
    let database = await openIt();
    const now = new Date();
    await database.db
      .insert(users)
      .values({ email: 'kept@example.com', trialStartAt: now, trialEndAt: now, planType: 0 });
    await storage.put('contracts/kept/sealed.pdf', pdf, 'application/pdf');
    await mkdir(path.join(dataDir, 'seal'));
    await writeFile(path.join(dataDir, 'seal', 'seal.p12'), 'the seal key');
    await writeFile(path.join(dataDir, 'auth-secret'), 'the session key');
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.tar`);

    const said = await backup({ config: config(), database }, file);
    expect(said).toMatch(/database\.dump, files, seal, auth-secret/);

    // Wiped: an empty database of the same name, and none of DATA_DIR's kept files.
    await closeAll();
    await onServer(`drop database ${name} with (force)`);
    await onServer(`create database ${name}`);
    for (const kept of ['files', 'seal', 'auth-secret'])
      await rm(path.join(dataDir, kept), { recursive: true });

    database = await openIt();
    await restore({ config: config(), database }, file, false);
    const rows = await database.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    expect(rows).toHaveLength(1);
    expect(await storage.get('contracts/kept/sealed.pdf')).toEqual(pdf);
    expect(await readFile(path.join(dataDir, 'seal', 'seal.p12'), 'utf8')).toBe('the seal key');
    expect(await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('the session key');

    // A database that holds data is refused, unless --force replaces it.
    await expect(runBackupCommand({ config: config(), database }, ['restore', file])).rejects.toThrow(
      /not empty.*--force/,
    );
    await database.db
      .insert(users)
      .values({ email: 'later@example.com', trialStartAt: now, trialEndAt: now, planType: 0 });
    await runBackupCommand({ config: config(), database }, ['restore', file, '--force']);
    expect((await database.db.select().from(users)).map((user) => user.email)).toEqual(['kept@example.com']);
    // What --force replaced under DATA_DIR is kept aside, not deleted.
    expect(
      (await readdir(dataDir)).filter((entry) => entry.startsWith('files.before-restore-')),
    ).toHaveLength(1);
    await rm(file);
  }, 120_000);

  it('warns that a seal certificate outside DATA_DIR is not in the backup and must be kept separately', async () => {
    const database = await openIt();
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-own-seal.tar`);
    const outside = loadConfig({ DATA_DIR: dataDir, SEAL_P12_PATH: '/etc/tradepact/seal.p12' });
    const said = await backup({ config: outside, database }, file);
    expect(said).toMatch(
      /Warning: your seal certificate SEAL_P12_PATH \(\/etc\/tradepact\/seal\.p12\) is outside DATA_DIR, so it is not in this backup\. Keep a copy of it and of SEAL_P12_PASSWORD separately/,
    );
    // Under DATA_DIR but in no folder the backup holds: just as absent.
    const aside = loadConfig({ DATA_DIR: dataDir, SEAL_P12_PATH: path.join(dataDir, 'certs', 'seal.p12') });
    expect(await backup({ config: aside, database }, file)).toMatch(
      /is in a part of DATA_DIR the backup leaves out, so it is not in this backup/,
    );
    // In DATA_DIR/seal it travels with the backup; only its password stays with the configuration.
    await mkdir(path.join(dataDir, 'seal'), { recursive: true });
    await writeFile(path.join(dataDir, 'seal', 'own.p12'), 'the operator’s seal');
    const inside = loadConfig({ DATA_DIR: dataDir, SEAL_P12_PATH: path.join(dataDir, 'seal', 'own.p12') });
    const held = await backup({ config: inside, database }, file);
    expect(held).toMatch(/The backup holds your seal certificate SEAL_P12_PATH/);
    expect(held).not.toMatch(/Warning/);
    await rm(file);
  });

  it('reads the server major version the client tools must match', async () => {
    const database = await openIt();
    const { rows } = await database.db.execute<{ v: string }>(
      sql`select current_setting('server_version') as v`,
    );
    expect(await serverMajor(database)).toBe(Number.parseInt(rows[0]?.v ?? '', 10));
  });

  it('refuses client tools older than the server, naming what it found and what to install', async () => {
    await expect(findPostgresTool('pg_dump', 99)).rejects.toThrow(
      /No pg_dump for PostgreSQL 99 or newer.*found: .*postgresql-client-99/,
    );
  });

  it('refuses a command without its file', async () => {
    const database = await openIt();
    await expect(runBackupCommand({ config: config(), database }, ['backup'])).rejects.toThrow(
      /needs a file/,
    );
  });
});
