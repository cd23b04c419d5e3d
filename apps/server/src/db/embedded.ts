import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** node-postgres connection settings for the in-process server. */
  connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

/** Port number in the socket file name; node-postgres looks for `${host}/.s.PGSQL.${port}`. */
const socketPort = 5432;

/**
 * Serves a PGlite database over the Postgres wire protocol on a private Unix socket, so the server,
 * the migrator and the job queue all talk node-postgres whether the database is embedded or real.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(dataDir: string | undefined): Promise<EmbeddedPostgres> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  // A short private folder: socket paths are limited to ~107 bytes and must not be reachable by others.
  const socketDir = await mkdtemp(path.join(tmpdir(), 'tp-pg-'));
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, `.s.PGSQL.${socketPort}`),
    maxConnections: 32,
  });
  await server.start();
  return {
    connection: { host: socketDir, port: socketPort, user: 'postgres', database: 'postgres' },
    async stop() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
