import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { startServices, type Services } from '../services.js';
import { createThrowawayDatabase } from '../../test/test-app.js';
import { eventually } from '../../test/signing.js';
import { signingSweepJob } from '../features/signing/signing-sweep.job.js';
import { localRenewalsJob } from '../features/billing/local-renewals.job.js';
import { periodicJobs } from './schedules.js';

/** Every two seconds (cron's optional first field is seconds), so the test waits seconds, not minutes. */
const everyTwoSeconds = '*/2 * * * * *';

let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>>;
/** One folder for every server's files: servers of one database must share their storage. */
let dataDir: string;
const servers: Services[] = [];

/** A server's services on the shared test database, as a second machine behind the balancer would. */
async function startServer(billing: 'local' | 'stripe' = 'local') {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Stripe renews its own subscriptions: no local renewals then.
    ...(billing === 'stripe' ? { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } : {}),
  });
  const services = await startServices(config, pino({ level: 'silent' }), {
    database: { url: throwaway.url, embeddedDir: `${dataDir}/postgres`, poolSize: 3 },
    queue: { pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 },
    periodic: { cron: everyTwoSeconds },
  });
  servers.push(services);
  return services;
}

beforeAll(async () => {
  throwaway = await createThrowawayDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'tp-periodic-'));
});
afterAll(async () => {
  for (const services of servers) await services.close();
  await throwaway.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs of a periodic job that finished, in the order they were created. */
async function runsOf(services: Services, name: string) {
  const { rows } = await services.database.pool.query<{ created: Date; state: string }>(
    `select created_on as created, state from pgboss.job where name = $1 order by created_on`,
    [name],
  );
  return rows;
}

describe('periodic jobs on two servers sharing one database', () => {
  // Two completed sweeps take some 27 s on a quiet 2-core machine (two servers starting, the cron
  // clock's pass, the workers' polling); under a whole CI run it went past 45 s once.
  it('run each occurrence once, whichever server claims it', { timeout: 120_000 }, async () => {
    const a = await startServer();
    await startServer();
    const runs = await eventually(
      async () => {
        const found = await runsOf(a, signingSweepJob.name);
        return found.filter((run) => run.state === 'completed').length >= 2 ? found : undefined;
      },
      'two completed sweeps',
      100_000,
    );
    // Two servers each sending the occurrence would put two runs within the same second.
    const gaps = runs
      .slice(1)
      .map((run, index) => run.created.getTime() - (runs[index]?.created.getTime() ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000);
    expect((await runsOf(a, localRenewalsJob.name)).length).toBeGreaterThan(0);
  });

  it("removes a job's schedule when the configuration no longer runs it", async () => {
    const off = await startServer('stripe');
    const schedules = await off.database.pool.query<{ name: string }>(`select name from pgboss.schedule`);
    const expected = periodicJobs.map(({ job }) => job.name).filter((name) => name !== localRenewalsJob.name);
    expect(schedules.rows.map((row) => row.name).sort()).toEqual(expected.sort());
  });
});
