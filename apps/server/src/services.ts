import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app.js';
import type { Config } from './config/config.js';
import { embeddedDirFor, openDatabase, type DatabaseOptions } from './db/database.js';
import { runMigrations } from './db/migrate.js';
import { seedReferenceData } from './db/seed.js';
import { startQueue, type JobQueue, type QueueOptions } from './queue/queue.js';
import { createNotifier } from './notify/notifier.js';
import { messageTransports } from './notify/transports.js';
import { startWorkers } from './jobs/registry.js';
import { createStorage } from './storage/index.js';
import { claimSharedStorage, keepClaimFresh } from './storage/shared-storage-check.js';
import { seedArticles } from './features/blog/articles.seed.js';
import { loadSealCredentials } from './documents/seal/index.js';
import { underStartUpLock } from './db/start-up-lock.js';
import { schedulePeriodicJobs } from './jobs/schedules.js';
import { createMetrics } from './ops/metrics.js';
import { accessTokenKey } from './features/auth/access-token.js';
import { resolveAuthSecret } from './features/auth/auth-secret.js';
import { startUpWarnings } from './config/start-up-warnings.js';

export interface Services extends AppDeps {
  queue: JobQueue;
  /** Stops the queue (letting running jobs finish), then closes the database. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  database?: DatabaseOptions;
  queue?: QueueOptions;
  /**
   * Periodic jobs: every cron expression replaced (a test of the sweeps runs them every few seconds),
   * or 'off' (other tests call the sweeps themselves and must not race a scheduled run).
   */
  periodic?: { cron: string } | 'off';
}

/** Opens the database, migrates and seeds it, then starts the job queue, its workers and the notifier. */
export async function startServices(
  config: Config,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  for (const warning of startUpWarnings(config)) log.warn(warning);
  const onIdleError = (error: Error) => log.warn({ err: error }, 'an idle database connection failed');
  const database = await openDatabase({
    ...(overrides.database ?? { url: config.databaseUrl, embeddedDir: embeddedDirFor(config.dataDir) }),
    onIdleError,
    transactionGuard: config.env === 'production' ? 'warn' : 'throw',
    onGuardWarning: (error) => log.error({ err: error }, 'a pool query inside a transaction'),
  });
  try {
    const storage = createStorage(config);
    await underStartUpLock(database.connection, async () => {
      await runMigrations(database.db);
      await seedReferenceData(database.db, config);
      // Drawing the covers takes a second or two; the tests that need the shipped articles seed them.
      if (config.env !== 'test') await seedArticles(database.db, storage, config.productName);
    });
    // Servers that do not share their files could not seal each other's contracts: refused before any work.
    const storageClaim = await claimSharedStorage(database.db, storage);
    const queue = await startQueue(database.connection, log, overrides.queue);
    const transports = messageTransports(config, database.db);
    const notifier = createNotifier(queue, transports);
    // A seal certificate that cannot be read stops the start, rather than every signed contract later.
    const sealCredentials = await loadSealCredentials({
      dataDir: config.dataDir,
      p12Path: config.seal.p12Path,
      p12Password: config.seal.p12Password,
      tsaUrl: config.seal.tsaUrl,
      productName: config.productName,
    });
    const authKey = accessTokenKey(await resolveAuthSecret(config.authSecret, config.dataDir));
    const metrics = createMetrics();
    metrics.watch({ pool: database.pool, queueDepths: () => queue.depths() });
    await startWorkers(queue, {
      transports,
      storage,
      log,
      database,
      notifier,
      config,
      sealCredentials,
      metrics,
      queue,
      authKey,
    });
    if (overrides.periodic !== 'off') await schedulePeriodicJobs(queue, config, overrides.periodic?.cron);
    const stopStorageRefresh = keepClaimFresh(storageClaim, log);
    log.info(
      { database: database.kind, email: notifier.transports.email, sms: notifier.transports.sms },
      'services started',
    );
    return {
      config,
      database,
      storage,
      notifier,
      authKey,
      queue,
      metrics,
      async close() {
        stopStorageRefresh();
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
