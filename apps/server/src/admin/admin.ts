import { existsSync } from 'node:fs';
import pino from 'pino';
import { loadConfig } from '../config/config.js';
import { embeddedDirFor, openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed.js';
import { accessTokenKey } from '../features/auth/access-token.js';
import { resolveAuthSecret } from '../features/auth/auth-secret.js';
import { createNotifier } from '../notify/notifier.js';
import { messageTransports } from '../notify/transports.js';
import { startQueue } from '../queue/queue.js';
import { createStorage } from '../storage/index.js';
import { createMetrics } from '../ops/metrics.js';
import { runAdminCommand, usage as commandsUsage, UsageError } from './commands.js';
import { backupUsage, isBackupCommand, runBackupCommand } from './backup.js';

const usage = `${commandsUsage}\n\n${backupUsage}`;

/**
 * `npm run admin -- <command>`: publishes the content users accept (EULA, announcement, default terms)
 * and manages billing (promo codes, the special plan, refunds); backs up and restores the server's data
 * (backup.ts, docs/operations.md). With the embedded database it goes
 * through the running server when there is one. It starts no workers: a message it queues is sent by
 * the running server.
 */
if (existsSync('.env')) process.loadEnvFile('.env');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(usage);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: embeddedDirFor(config.dataDir),
    poolSize: 2,
    shareRunning: true,
  });
  // Before migrating: a restore needs the database as it is (empty, unless --force).
  if (isBackupCommand(args)) {
    try {
      console.log(await runBackupCommand({ config, database }, args));
      return 0;
    } finally {
      await database.close();
    }
  }
  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db, config);
    // Only job-queue trouble is logged, on stderr: stdout is the command's answer.
    const queue = await startQueue(database.connection, pino({ level: 'warn' }, pino.destination(2)));
    try {
      const deps = {
        config,
        database,
        storage: createStorage(config),
        notifier: createNotifier(queue, messageTransports(config, database.db)),
        queue,
        authKey: accessTokenKey(await resolveAuthSecret(config.authSecret, config.dataDir)),
        // Nothing scrapes a command's metrics; its deps are the server's all the same.
        metrics: createMetrics(),
      };
      console.log(await runAdminCommand(deps, args));
      return 0;
    } finally {
      await queue.stop();
    }
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else if (error instanceof Error) {
    // A ConfigError names the variable; a database error says what the database refused.
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
