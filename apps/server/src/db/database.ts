import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { embeddedConnection, passwordFileFor, startEmbeddedPostgres } from './embedded.js';
import { EmbeddedDatabaseInUse, liveLock, takeLock } from './embedded-lock.js';
import { guardTransactions, type GuardMode } from './transaction-guard.js';

export type Db = NodePgDatabase<typeof schema>;

/** A database or a transaction: repositories work inside either. */
export type Queryable = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** How other clients of the same database (the job queue) connect. */
  connection: ConnectionSettings;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export type ConnectionSettings =
  | { connectionString: string }
  | { host: string; port: number; user: string; password: string; database: string };

export interface DatabaseOptions {
  /** A PostgreSQL server of the operator's; undefined means the embedded cluster in `embeddedDir`. */
  url: string | undefined;
  /** Folder of the embedded cluster (`DATA_DIR/postgres`). */
  embeddedDir: string;
  poolSize?: number;
  /** Told when an idle pooled connection fails (logged by the server). */
  onIdleError?: (error: Error) => void;
  /**
   * When another process serves the embedded database (the running server), connect through it
   * instead of refusing. For short-lived tools such as `npm run admin`.
   */
  shareRunning?: boolean;
  /**
   * What a query through the pool from inside a transaction does: fail ('throw', in development and
   * tests, so the mistake is found) or be reported through onIdleError's logger ('warn', production).
   */
  transactionGuard?: GuardMode;
  /** Told of a pool query made inside a transaction when the guard only warns. */
  onGuardWarning?: (error: Error) => void;
}

/**
 * Bounds that turn a mistake into one failed request instead of a stopped server: waiting longer than
 * this for a pooled connection fails the request (an exhausted pool answers errors, it does not hang);
 * PostgreSQL ends a statement running longer, and a session left idle inside a transaction, which
 * would otherwise hold its row locks and its connection for good.
 */
export const connectionBounds = {
  connectionTimeoutMillis: 10_000,
  statement_timeout: 60_000,
  idle_in_transaction_session_timeout: 60_000,
} as const;

interface Embedded {
  connection: ConnectionSettings;
  stop(): Promise<void>;
}

/** Starts the embedded database and locks its folder, or joins the process that holds the lock. */
async function embeddedDatabase(options: DatabaseOptions): Promise<Embedded> {
  const dir = options.embeddedDir;
  const holder = await liveLock(dir);
  if (holder && !options.shareRunning) throw new EmbeddedDatabaseInUse(dir, holder);
  if (holder) {
    const password = (await readFile(passwordFileFor(dir), 'utf8')).trim();
    return { connection: embeddedConnection(holder.socketDir, password), stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: dir });
  let release: () => Promise<void>;
  try {
    release = await takeLock(dir, embedded.connection.host);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return {
    connection: embedded.connection,
    async stop() {
      await embedded.stop();
      await release();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.url ? undefined : await embeddedDatabase(options);
  const connection: ConnectionSettings = embedded
    ? embedded.connection
    : { connectionString: options.url ?? '' };
  const pool = new pg.Pool({ ...connection, ...connectionBounds, max: options.poolSize ?? 10 });
  // An idle connection the server ended (a PostgreSQL restart, a failover) must not crash the
  // process: the pool drops it and opens a new one on next use; queries in flight get their error.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle(pool, { schema });
  guardTransactions(db, pool, options.transactionGuard ?? 'throw', options.onGuardWarning);
  return {
    db,
    pool,
    connection,
    kind: embedded ? 'embedded' : 'postgres',
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** `pgdata/` held the PGlite database of earlier versions; the PostgreSQL cluster has its own folder. */
export function embeddedDirFor(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}
