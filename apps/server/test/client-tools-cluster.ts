import { execFile } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { inject } from 'vitest';
import { findPostgresTool } from '../src/admin/postgres-tools.js';
import './provided-context.js';

const run = promisify(execFile);

export interface ToolsServer {
  /** A superuser URL of the server (its `postgres` database). */
  url: string;
  stop(): Promise<void>;
}

async function majorOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** As root, PostgreSQL runs as the system's postgres user (Debian's package makes it). */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * A throwaway cluster of the newest PostgreSQL whose server binaries sit beside their pg_dump
 * (Debian's /usr/lib/postgresql/<major>/bin), for when the run's server is newer than any pg_dump of
 * the machine (the embedded cluster ships no client tools). Undefined when there is none.
 */
async function debianCluster(): Promise<ToolsServer | undefined> {
  const root = '/usr/lib/postgresql';
  const majors = (await readdir(root).catch(() => [] as string[])).filter((v) => /^\d+$/.test(v));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) return undefined;
  const bin = path.join(root, newest, 'bin');
  const folder = await mkdtemp(path.join(tmpdir(), 'tp-tools-pg-'));
  const data = path.join(folder, 'data');
  const socket = path.join(folder, 'socket');
  const user = await runAs();
  await mkdir(data, { mode: 0o700 });
  await mkdir(socket);
  for (const target of [folder, data, socket])
    if (user.uid !== undefined && user.gid !== undefined) await chown(target, user.uid, user.gid);
  const options = { ...user, env: { ...process.env, LC_ALL: 'C' } };
  await run(
    path.join(bin, 'initdb'),
    [`-D${data}`, '-Upostgres', '--auth=trust', '-EUTF8', '--locale=C'],
    options,
  );
  const settings = `-k ${socket} -c listen_addresses= -p 5432 -c fsync=off`;
  // With a log file of its own: otherwise the server keeps pg_ctl's output open and the call never ends.
  const log = path.join(folder, 'server.log');
  await run(path.join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-o', settings, '-w', 'start'], options);
  return {
    url: `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socket)}`,
    async stop() {
      await run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], options).catch(
        () => undefined,
      );
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server this machine's pg_dump can dump: the run's own when a pg_dump is as new, else
 * a throwaway Debian cluster. Throws when the machine has neither (no PostgreSQL client tools).
 */
export async function serverForClientTools(): Promise<ToolsServer> {
  const runServer = inject('testDatabaseServer');
  const major = await majorOf(runServer);
  const fits = await findPostgresTool('pg_dump', major).then(
    () => true,
    () => false,
  );
  if (fits) return { url: runServer, stop: async () => undefined };
  const cluster = await debianCluster();
  if (!cluster) {
    throw new Error(`no pg_dump for PostgreSQL ${major} and no PostgreSQL of Debian's to run instead`);
  }
  return cluster;
}
