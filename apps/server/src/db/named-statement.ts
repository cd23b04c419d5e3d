import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './database.js';

const dialect = new PgDialect();

/**
 * A statement run under a name: each pooled connection parses it once and PostgreSQL may keep its
 * plan, instead of parsing and planning it on every call (Drizzle's `execute` sends it unnamed). For
 * a large statement run on every page view, planning cost more than running it. Its text is written
 * once, here: the values come in by `sql.placeholder(name)`, filled on each call (writing the text
 * from Drizzle's template per call cost a tenth of My Projects' page on the server; issue 28 §3).
 */
export function namedStatement<Row extends Record<string, unknown>>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    // drizzle(pool) keeps its pool as $client; the Db type leaves it out.
    const pool = (db as Db & { $client: pg.Pool }).$client;
    const result = await pool.query<Row>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
