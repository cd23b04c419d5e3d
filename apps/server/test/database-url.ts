import type { EmbeddedConnection } from '../src/db/embedded.js';

/** A connection URL for a cluster that listens on a Unix socket (node-postgres reads `?host=`). */
export function databaseUrl(connection: EmbeddedConnection): string {
  const password = encodeURIComponent(connection.password);
  const host = encodeURIComponent(connection.host);
  return `postgres://${connection.user}:${password}@localhost:${connection.port}/${connection.database}?host=${host}`;
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
