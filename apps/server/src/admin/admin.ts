import { existsSync } from 'node:fs';
import { loadConfig } from '../config/config.js';
import { embeddedDirFor, openDatabase } from '../db/database.js';
import { runMigrations } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed.js';
import { runAdminCommand, usage, UsageError } from './commands.js';

/**
 * `npm run admin -- <command>`: publishes the content users accept (EULA, announcement, default terms).
 * With the embedded database it goes through the running server when there is one.
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
  try {
    await runMigrations(database.db);
    await seedReferenceData(database.db, config);
    console.log(await runAdminCommand(database.db, args));
    return 0;
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
