import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { planTypes } from '@tradepact/shared';
import pino from 'pino';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import { startServices, type ServiceOverrides, type Services } from '../src/services.js';
import { startSession, type IssuedTokens } from '../src/features/auth/sessions.service.js';
import { users } from '../src/db/schema/index.js';
import { embeddedDirFor } from '../src/db/database.js';
import { withDatabase } from './database-url.js';
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
  /**
   * A new account on a running trial, as sign-up makes it; 'special' puts it on the operator's plan
   * without limits, for tests of other features that send more than a trial's quota.
   */
  createUser(email?: string, plan?: 'trial' | 'special'): Promise<TestUser>;
  close(): Promise<void>;
}

/**
 * What production refuses to start without (config.ts), for tests of production behaviour: an SMTP
 * server nobody dials unless a test sends mail, and the self-signed seal accepted.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://contracts.example.ca',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SEAL_ALLOW_SELF_SIGNED: 'true',
};

/**
 * A fresh database per test file, copied from the run's migrated template on the run's PostgreSQL
 * server (the embedded cluster, or TEST_DATABASE_URL's in CI) and dropped afterwards.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
  poolSize = 5,
  /** Periodic jobs stay off unless a test of them gives a cron expression to run them on. */
  periodic: ServiceOverrides['periodic'] = 'off',
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const throwaway = await createThrowawayDatabase();
  const services = await startServices(config, pino({ level: 'silent' }), {
    database: { url: throwaway.url, embeddedDir: embeddedDirFor(dataDir), poolSize },
    queue: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, cronIntervalSeconds: 1 },
    periodic,
  });
  const app = await buildApp(services);
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    services,
    dataDir,
    async createUser(email = `${randomUUID()}@example.com`, plan = 'trial') {
      // On a running trial, as a new account is (registration.service.ts).
      const now = Date.now();
      const [user] = await services.database.db
        .insert(users)
        .values({
          email,
          trialStartAt: new Date(now),
          trialEndAt: new Date(now + 14 * 86_400_000),
          planType: plan === 'special' ? planTypes.free : planTypes.trial,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      const tokens = await startSession(services.database.db, services.authKey, user.id);
      return { id: user.id, tokens, headers: { authorization: `Bearer ${tokens.AccessToken}` } };
    },
    async close() {
      await app.close();
      await services.close();
      await throwaway.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A copy of the migrated template; the next file's copy never sees this one's rows. */
export async function createThrowawayDatabase() {
  const serverUrl = inject('testDatabaseServer');
  const name = `tp_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('testDatabaseTemplate')}`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
