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
import { signingSweeps } from './features/signing/sweeps.js';
import { localRenewals } from './features/billing/renewals.js';

/** How often the signing sweeps look for lost seals and lapsed offers. */
const sweepIntervalMs = 5 * 60_000;
/** How often the local payment page's subscriptions are renewed at their period's end (Stripe renews its own). */
const renewalIntervalMs = 10 * 60_000;

/** Runs `task` every `everyMs` until the answer is called; a failure is logged and the next run tries again. */
function every(
  everyMs: number,
  log: FastifyBaseLogger,
  what: string,
  task: () => Promise<unknown>,
): () => void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
import { accessTokenKey } from './features/auth/access-token.js';
import { resolveAuthSecret } from './features/auth/auth-secret.js';

export interface Services extends AppDeps {
  queue: JobQueue;
  /** Stops the queue (letting running jobs finish), then closes the database. */
  close(): Promise<void>;
}

export interface ServiceOverrides {
  database?: DatabaseOptions;
  queue?: QueueOptions;
}

/** Opens the database, migrates and seeds it, then starts the job queue, its workers and the notifier. */
export async function startServices(
  config: Config,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): Promise<Services> {
  const onIdleError = (error: Error) => log.warn({ err: error }, 'an idle database connection failed');
  const database = await openDatabase({
    ...(overrides.database ?? { url: config.databaseUrl, embeddedDir: embeddedDirFor(config.dataDir) }),
    onIdleError,
  });
  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db, config);
    const storage = createStorage(config);
    // Servers that do not share their files could not seal each other's contracts: refused before any work.
    const storageClaim = await claimSharedStorage(database.db, storage);
    const queue = await startQueue(database.connection, log, overrides.queue);
    const transports = messageTransports(config, database.db);
    // Drawing the covers takes a second or two; the tests that need the shipped articles seed them.
    if (config.env !== 'test') await seedArticles(database.db, storage, config.productName);
    const notifier = createNotifier(queue, transports);
    // A seal certificate that cannot be read stops the start, rather than every signed contract later.
    const sealCredentials = await loadSealCredentials({
      dataDir: config.dataDir,
      p12Path: config.seal.p12Path,
      p12Password: config.seal.p12Password,
      tsaUrl: config.seal.tsaUrl,
      productName: config.productName,
    });
    await startWorkers(queue, { transports, storage, log, database, notifier, config, sealCredentials });
    const stopSweeps = signingSweeps({
      db: database.db,
      queue,
      notifier,
      publicUrl: config.publicUrl,
      productName: config.productName,
      log,
    }).start(sweepIntervalMs);
    const authKey = accessTokenKey(await resolveAuthSecret(config.authSecret, config.dataDir));
    const stopRenewals =
      config.billing.mode === 'local'
        ? every(renewalIntervalMs, log, 'local renewals', () =>
            localRenewals({ config, database, storage, notifier, queue, authKey }).run(),
          )
        : () => undefined;
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
      async close() {
        stopStorageRefresh();
        stopSweeps();
        stopRenewals();
        await queue.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
