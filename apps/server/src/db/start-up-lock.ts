import pg from 'pg';
import type { ConnectionSettings } from './database.js';

/**
 * Key of the advisory lock around migrations and seeding (any constant number the application owns:
 * the first eight bytes of "tradepac" read as a bigint).
 */
export const startUpLockKey = 0x7472616465706163n;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on its own connection. Two servers
 * started at the same moment on an empty database then migrate and seed one after the other: the
 * second finds every migration applied and every seed present, instead of both creating the same
 * tables and one failing. The lock ends with the connection, so a server killed mid-migration frees it.
 */
export async function underStartUpLock<T>(
  connection: ConnectionSettings,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startUpLockKey.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startUpLockKey.toString()]);
    }
  } finally {
    await client.end();
  }
}
