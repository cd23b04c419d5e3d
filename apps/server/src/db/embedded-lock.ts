import { readFile, rm, writeFile } from 'node:fs/promises';
import { isAlive } from './process-alive.js';

/**
 * An embedded cluster belongs to the one process that starts and stops it. That process writes this
 * lock next to the cluster's folder, naming itself and its socket, so that a second server refuses to
 * start, the admin command connects through the running one, and a lock left by a killed process is
 * told apart from a live one.
 */
export interface EmbeddedLock {
  pid: number;
  /** Folder of the Unix socket the owner serves the database on. */
  socketDir: string;
}

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly dir: string,
    readonly holder: EmbeddedLock,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${holder.pid}. ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
}

const lockFile = (embeddedDir: string) => `${embeddedDir}.lock`;

/** The lock of a process that is still running, or undefined (no lock, or one left by a crash). */
export async function liveLock(embeddedDir: string): Promise<EmbeddedLock | undefined> {
  try {
    const lock = JSON.parse(await readFile(lockFile(embeddedDir), 'utf8')) as EmbeddedLock;
    return isAlive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process; answers a function that releases it. */
export async function takeLock(embeddedDir: string, socketDir: string): Promise<() => Promise<void>> {
  const holder = await liveLock(embeddedDir);
  if (holder) throw new EmbeddedDatabaseInUse(embeddedDir, holder);
  const lock: EmbeddedLock = { pid: process.pid, socketDir };
  await writeFile(lockFile(embeddedDir), JSON.stringify(lock), { mode: 0o600 });
  return () => rm(lockFile(embeddedDir), { force: true });
}
