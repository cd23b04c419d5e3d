import type { Queryable } from './database.js';

/**
 * A Drizzle query built and prepared under a name once per database handle, for the statements every
 * signed-in request runs: Drizzle writes a query's text anew on each call (a tenth of the server's
 * time on My Projects' page; issue 28 §3), and a named statement is also parsed and planned once per
 * connection. Values come in by `sql.placeholder(name)`. A transaction is a handle of its own.
 */
export function preparedPerDatabase<Query>(prepare: (db: Queryable) => Query): (db: Queryable) => Query {
  const prepared = new WeakMap<Queryable, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
