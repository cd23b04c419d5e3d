import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './database.js';

const dialect = new PgDialect();

/**
 * Runs a statement under a name: each pooled connection parses it once and PostgreSQL may keep its
 * plan, instead of parsing and planning it on every call (Drizzle's `execute` sends it unnamed). For
 * a large statement run on every page view, planning cost more than running it. The text must not
 * vary between calls under one name (values go in parameters), or the connection refuses it.
 */
export async function runNamed<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // drizzle(pool) keeps its pool as $client; the Db type leaves it out.
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const result = await pool.query<Row>({ name, text, values: params });
  return result.rows;
}
