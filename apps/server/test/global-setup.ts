import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { databaseUrl, withDatabase } from './database-url.js';
import './provided-context.js';

/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL's, or else a throwaway embedded
 * cluster. Every migration runs once, into a template database; each test file then gets its own
 * copy of it (CREATE DATABASE … TEMPLATE, ~0.1 s) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let folder: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    folder = await mkdtemp(path.join(tmpdir(), 'tp-testdb-'));
    embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), throwaway: true });
    serverUrl = databaseUrl(embedded.connection);
  }
  const template = `tp_template_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, template), max: 1 });
  await runMigrations(drizzle(pool));
  await pool.end();
  project.provide('testDatabaseServer', serverUrl);
  project.provide('testDatabaseTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  };
}
