import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the in-process server. */
  connection: { host: string; port: number; user: string; database: string };
  /** A copy of the whole database, loadable as `snapshot` (tests start from a migrated copy). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the database; undefined keeps it in memory. */
  dataDir: string | undefined;
  /** Start an in-memory database from this dump instead of an empty one. */
  snapshot?: Blob;
}

/** Port number in the socket file name; node-postgres looks for `${host}/.s.PGSQL.${port}`. */
const socketPort = 5432;

/** How node-postgres reaches an embedded database served on a socket in `socketDir`. */
export function embeddedConnection(socketDir: string): EmbeddedPostgres['connection'] {
  return { host: socketDir, port: socketPort, user: 'postgres', database: 'postgres' };
}

/**
 * Serves a PGlite database over the Postgres wire protocol on a private Unix socket, so the server,
 * the migrator and the job queue all talk node-postgres whether the database is embedded or real.
 */
export async function startEmbeddedPostgres({
  dataDir,
  snapshot,
}: EmbeddedOptions): Promise<EmbeddedPostgres> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : snapshot ? { loadDataDir: snapshot } : {});
  // A short private folder: socket paths are limited to ~107 bytes and must not be reachable by others.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'tp-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${socketPort}`),
    maxConnections: 32,
  });
  await server.start();
  return {
    connection: embeddedConnection(socketDir),
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
