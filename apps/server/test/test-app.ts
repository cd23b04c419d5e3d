import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { startServices, type Services } from '../src/services.js';
import { startSession, type IssuedTokens } from '../src/features/auth/sessions.service.js';
import { users } from '../src/db/schema/index.js';
import './provided-context.js';

export interface TestUser {
  id: string;
  tokens: IssuedTokens;
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  dataDir: string;
  /** A new account; answers its id and a Bearer header for it. */
  createUser(email?: string): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: embedded PGlite in memory, or, when TEST_DATABASE_URL is set
 * (CI), a new database on that PostgreSQL server, dropped afterwards. Same migrations either way.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const realServer = process.env.TEST_DATABASE_URL;
  const throwaway = realServer ? await createThrowawayDatabase(realServer) : undefined;
  const snapshotFile = inject('pgliteSnapshot');
  const embeddedSnapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
  const services = await startServices(config, pino({ level: 'silent' }), {
    database: { url: throwaway?.url, embeddedDir: undefined, embeddedSnapshot, poolSize: 5 },
    queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
  const app = await buildApp(services);
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    services,
    dataDir,
    async createUser(email = `${randomUUID()}@example.com`) {
      const [user] = await services.database.db.insert(users).values({ email }).returning();
      if (!user) throw new Error('user insert returned nothing');
      const tokens = await startSession(services.database.db, services.authKey, user.id);
      return { id: user.id, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
    },
    async close() {
      await app.close();
      await services.close();
      await throwaway?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createThrowawayDatabase(serverUrl: string) {
  const name = `tp_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
