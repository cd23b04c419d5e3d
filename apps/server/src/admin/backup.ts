import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { TarArchive } from 'archiver';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { findPostgresTool, runPostgresTool } from './postgres-tools.js';
import { UsageError } from './usage-error.js';

const run = promisify(execFile);

/** What a backup holds besides the database: the folders of DATA_DIR the server cannot rebuild. */
const kept = {
  /** Local-disk file storage (storage/index.ts). */
  files: 'files',
  /** The generated seal certificate and its password (documents/seal/seal-credentials.ts). */
  seal: 'seal',
  /** The generated key that signs sessions, when AUTH_SECRET is unset (features/auth/auth-secret.ts). */
  authSecret: 'auth-secret',
} as const;

const dumpName = 'database.dump';
const manifestName = 'manifest.json';

interface Manifest {
  format: 'tradepact-backup-1';
  createdAt: string;
  postgresMajor: number;
  storage: 'local' | 's3';
  includes: string[];
}

export interface BackupDeps {
  config: Pick<Config, 'dataDir' | 's3' | 'seal'>;
  database: Pick<Database, 'db' | 'connection'>;
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );

/** The database server's major version (180004 → 18): the client tools must be at least as new. */
export async function serverMajor(database: BackupDeps['database']): Promise<number> {
  const { rows } = await database.db.execute<{ version: string }>(
    sql`select current_setting('server_version_num') as version`,
  );
  return Math.floor(Number(rows[0]?.version ?? 0) / 10_000);
}

/** Whether the database holds any table outside PostgreSQL's own schemas. */
async function holdsTables(database: BackupDeps['database']): Promise<boolean> {
  const { rows } = await database.db.execute<{ tables: number }>(sql`
    select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`);
  return (rows[0]?.tables ?? 0) > 0;
}

/** A scratch folder beside DATA_DIR's contents, so that restoring moves files instead of copying them. */
const scratchIn = (dataDir: string, label: string) => mkdtemp(path.join(dataDir, `.${label}-`));

/**
 * `backup <file>`: one tar archive of the database (pg_dump's custom format), the stored files when
 * they are on local disk, the generated seal certificate and the generated session key. With S3 the
 * bucket is the provider's to back up (versioning, replication), and is left out.
 */
export async function backup(deps: BackupDeps, file: string): Promise<string> {
  const { config, database } = deps;
  const major = await serverMajor(database);
  const pgDump = await findPostgresTool('pg_dump', major);
  const dataDir = path.resolve(config.dataDir);
  const scratch = await scratchIn(dataDir, 'backup');
  try {
    const dump = path.join(scratch, dumpName);
    await runPostgresTool(pgDump, ['--format=custom', `--file=${dump}`], database.connection);
    // Not compressed: the dump is already, and stored PDFs and images gain nothing.
    const archive = new TarArchive();
    const written = pipeline(archive, createWriteStream(file, { mode: 0o600 }));
    archive.file(dump, { name: dumpName });
    const includes = [dumpName];
    for (const name of Object.values(kept)) {
      if (name === kept.files && config.s3) continue;
      const source = path.join(dataDir, name);
      if (!(await exists(source))) continue;
      if ((await stat(source)).isDirectory()) archive.directory(source, name);
      else archive.file(source, { name });
      includes.push(name);
    }
    const manifest: Manifest = {
      format: 'tradepact-backup-1',
      createdAt: new Date().toISOString(),
      postgresMajor: major,
      storage: config.s3 ? 's3' : 'local',
      includes,
    };
    archive.append(JSON.stringify(manifest, null, 2), { name: manifestName });
    await archive.finalize();
    await written;
    const notes = [`Backed up ${includes.join(', ')} into ${file}.`];
    if (config.s3) {
      notes.push(
        `Files are in the S3 bucket ${config.s3.bucket}: back it up with your provider (versioning or replication).`,
      );
    }
    if (config.seal.p12Path) notes.push(sealCertificateNote(config.seal.p12Path, dataDir, includes));
    return notes.join('\n');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Whether `target` is `folder` or lies under it. */
function isWithin(target: string, folder: string): boolean {
  const relative = path.relative(folder, target);
  return !path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..';
}

/**
 * The operator's own seal certificate is in the archive only when it lies in a part of DATA_DIR the
 * backup holds (DATA_DIR/seal, say). Anywhere else it must be kept apart: a server restored on a new
 * machine refuses to start without it, and it is what the contracts sealed so far were sealed with.
 * Its password is configuration (SEAL_P12_PASSWORD), never in a backup.
 */
function sealCertificateNote(p12Path: string, dataDir: string, includes: string[]): string {
  const certificate = path.resolve(p12Path);
  const held = includes.some((name) => name !== dumpName && isWithin(certificate, path.join(dataDir, name)));
  if (held) {
    return `The backup holds your seal certificate SEAL_P12_PATH (${p12Path}); keep its password SEAL_P12_PASSWORD with your configuration.`;
  }
  const where = isWithin(certificate, dataDir)
    ? 'in a part of DATA_DIR the backup leaves out'
    : 'outside DATA_DIR';
  return (
    `Warning: your seal certificate SEAL_P12_PATH (${p12Path}) is ${where}, so it is not in this backup. ` +
    'Keep a copy of it and of SEAL_P12_PASSWORD separately, as safely as this backup: a server restored on ' +
    'another machine will not start without it, and it is what your sealed contracts were sealed with.'
  );
}

/** Puts a kept folder or file of the backup in place, keeping what was there under a dated name. */
async function putInPlace(from: string, to: string, stamp: string): Promise<string | undefined> {
  const replaced = (await exists(to)) ? `${to}.before-restore-${stamp}` : undefined;
  if (replaced) await rename(to, replaced);
  await cp(from, to, { recursive: true });
  return replaced;
}

/**
 * `restore <file> [--force]`: the database from a backup, then its files (local disk), seal and
 * session key under DATA_DIR. A database that already holds tables is refused unless --force, which
 * replaces what the backup holds. Run it with every server stopped; start them afterwards (they
 * migrate the restored database to their version).
 */
export async function restore(deps: BackupDeps, file: string, force: boolean): Promise<string> {
  const { config, database } = deps;
  if (!(await exists(file))) throw new UsageError(`${file}: no such backup file`);
  if (!force && (await holdsTables(database))) {
    throw new Error(
      'The database is not empty: restoring would mix two databases. Restore into an empty database, or add --force to replace what the backup holds.',
    );
  }
  const dataDir = path.resolve(config.dataDir);
  const scratch = await scratchIn(dataDir, 'restore');
  try {
    await run('tar', ['-xf', path.resolve(file), '-C', scratch]);
    const manifest = JSON.parse(await readFile(path.join(scratch, manifestName), 'utf8')) as Manifest;
    if (manifest.format !== 'tradepact-backup-1') throw new Error(`${file} is not a backup of this server`);
    const pgRestore = await findPostgresTool(
      'pg_restore',
      Math.max(await serverMajor(database), manifest.postgresMajor),
    );
    await runPostgresTool(
      pgRestore,
      [
        // Roles differ between servers (the embedded cluster's, a managed one's): objects go to whoever restores.
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${libpqDatabaseName(database)}`,
        path.join(scratch, dumpName),
      ],
      database.connection,
    );
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const notes = [`Restored the database from ${file} (made ${manifest.createdAt}).`];
    for (const name of Object.values(kept)) {
      if (!manifest.includes.includes(name)) continue;
      if (name === kept.files && config.s3) {
        notes.push(
          'The backup holds local-disk files, but S3_BUCKET is set: copy them into the bucket yourself.',
        );
        continue;
      }
      const replaced = await putInPlace(path.join(scratch, name), path.join(dataDir, name), stamp);
      notes.push(
        `Restored ${name}${replaced ? ` (what was there is kept as ${path.basename(replaced)})` : ''}.`,
      );
    }
    return notes.join('\n');
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** pg_restore needs --dbname to restore into a database (without it, it prints SQL); libpq's PGDATABASE names it. */
function libpqDatabaseName(database: BackupDeps['database']): string {
  const connection = database.connection;
  if ('database' in connection) return connection.database;
  return decodeURIComponent(new URL(connection.connectionString).pathname.slice(1));
}

export const backupUsage = `  backup <file>                one archive of the database (pg_dump), the files on local disk, the
                               seal certificate and session key of DATA_DIR; with S3, back up the
                               bucket with your provider
  restore <file> [--force]     the database and those files from a backup, into an empty database
                               (--force: replace a database that holds data); stop every server first`;

/** Runs `backup` or `restore` (admin.ts calls it before anything migrates the database). */
export async function runBackupCommand(deps: BackupDeps, args: string[]): Promise<string> {
  const [command, file, ...rest] = args;
  if (!file || file.startsWith('--')) throw new UsageError(`${command} needs a file`);
  if (command === 'backup' && rest.length === 0) return backup(deps, file);
  if (command === 'restore' && rest.every((flag) => flag === '--force')) {
    return restore(deps, file, rest.includes('--force'));
  }
  throw new UsageError(`${command}: unexpected ${rest.join(' ')}`);
}

/** Whether the command line asks for a backup or a restore. */
export const isBackupCommand = (args: string[]) => args[0] === 'backup' || args[0] === 'restore';
