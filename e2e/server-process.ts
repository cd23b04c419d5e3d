import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A server whose dead job runs are retried in seconds: each run expires after 10 s instead of 30 and
 * is retried a second later instead of 10 or 15, so a test that kills a server mid-run waits seconds
 * for the same recovery, not minutes. 10 s stays above a seal's or a message's time on a loaded machine.
 */
export const quickJobRecovery = { JOB_EXPIRE_SECONDS: '10', JOB_RETRY_DELAY_SECONDS: '1' };

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and answers the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built server (`npm start` without the build) on a free port with its own data folder.
 * `startWithinMs`: how long it may take to answer (longer for several started together on a busy machine).
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  startWithinMs = 60_000,
): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < startWithinMs) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    const answered = await fetch(`${url}/api/site/subscriptionplans`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) {
      return {
        url,
        process: child,
        output: () => log,
        async stop() {
          if (child.exitCode !== null) return child.exitCode;
          child.kill('SIGTERM');
          const [code] = (await once(child, 'exit')) as [number | null];
          return code;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${startWithinMs / 1000} s:\n${log}`);
}

export async function temporaryDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'tp-e2e-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
