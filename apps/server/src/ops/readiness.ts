import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/database.js';
import { migrationsFolder } from '../db/migrate.js';
import type { JobQueue } from '../queue/queue.js';
import type { FileStorage } from '../storage/index.js';

export interface ReadinessDeps {
  database: Pick<Database, 'db'>;
  queue: Pick<JobQueue, 'depths'>;
  storage: FileStorage;
}

/** A probe waits at most this long for any one check: a hung database answers "not ready", not nothing. */
const checkTimeoutMs = 3_000;

/** The newest migration shipped with this build; a database behind it is not ready for this code. */
const newestMigrationMillis = Math.max(
  ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis),
);

function withinTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer in ${checkTimeoutMs} ms`)),
      checkTimeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process can serve: the database answers and holds every migration of this build, the
 * job queue runs, and file storage takes a write. Answers the failed checks' reasons (for the log;
 * the probe's answer carries none of them).
 */
export function readiness(deps: ReadinessDeps) {
  const checks: Record<string, () => Promise<void>> = {
    async database() {
      const { rows } = await deps.database.db.execute<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      );
      const newest = Number(rows[0]?.newest ?? 0);
      if (newest < newestMigrationMillis) throw new Error('the database lacks migrations of this build');
    },
    async queue() {
      await deps.queue.depths();
    },
    async storage() {
      // A key of its own per probe: two servers probing one bucket never read each other's marker.
      const key = `ops/ready-${randomUUID()}`;
      await deps.storage.put(key, new Uint8Array([1]), 'application/octet-stream');
      await deps.storage.delete(key);
    },
  };
  return {
    async failures(): Promise<string[]> {
      const results = await Promise.allSettled(
        Object.entries(checks).map(([name, check]) => withinTimeout(name, check())),
      );
      return results.flatMap((result, index) =>
        result.status === 'rejected'
          ? [
              `${Object.keys(checks)[index]}: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`,
            ]
          : [],
      );
    },
  };
}
