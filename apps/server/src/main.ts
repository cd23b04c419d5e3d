import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';
import { startServices, type Services } from './services.js';
import { EmbeddedDatabaseInUse } from './db/embedded-lock.js';
import { StorageNotShared } from './storage/shared-storage-check.js';
import { renderPool } from './documents/render-pool.js';
import { frenchSpellPool } from './features/writing-help/french-spell-pool.js';
import { scanPool } from './documents/scan/index.js';

if (existsSync('.env')) process.loadEnvFile('.env');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const log = pino({ level: config.logLevel });
let services: Services;
try {
  // The test-only PERIODIC_* and JOB_* variables: the two-server test cannot wait minutes for a
  // sweep, nor the crash tests for a dead run's retry.
  const { cron, checkSeconds } = config.periodic;
  const { expireSeconds, retryDelaySeconds } = config.jobTimes;
  services = await startServices(config, log, {
    ...(cron ? { periodic: { cron } } : {}),
    queue: {
      ...(checkSeconds ? { cronIntervalSeconds: checkSeconds } : {}),
      ...(expireSeconds ? { expireInSeconds: expireSeconds } : {}),
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
    },
  });
} catch (error) {
  if (!(error instanceof EmbeddedDatabaseInUse || error instanceof StorageNotShared)) throw error;
  log.fatal(error.message);
  process.exit(1);
}
const app = await buildApp(services, log);
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  const deadline = setTimeout(() => {
    log.error('shutdown took longer than 30 s; exiting');
    process.exit(1);
  }, 30_000);
  deadline.unref();
  try {
    await app.close();
    await services.close();
    // Last: the requests and jobs finished above may still have been rendering, reading a scan or
    // checking French.
    await Promise.all([renderPool.close(), scanPool.close(), frenchSpellPool.close()]);
    log.info('stopped cleanly');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
