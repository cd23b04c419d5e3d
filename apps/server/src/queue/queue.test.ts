import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../jobs/job.js';
import type { Transaction } from './queue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A job of this test only: its handler records each run. */
const recordJob = defineJob({
  name: 'test.record',
  payload: z.object({ note: z.string().min(1) }),
  retry: { limit: 2, delaySeconds: 1, backoff: false, expireInSeconds: 10 },
  handler:
    (runs: { note: string; jobId: string; at: number }[]) =>
    async ({ note }, job) => {
      runs.push({ note, jobId: job.id, at: Date.now() });
    },
});

const runs: { note: string; jobId: string; at: number }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.queue.work(recordJob, recordJob.handler(runs));
});
afterAll(() => t.close());

const runsOf = (note: string) => runs.filter((run) => run.note === note);

async function waitForRun(note: string) {
  await expect.poll(() => runsOf(note).length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
  return runsOf(note);
}

/**
 * Jobs of the test queue with this note, as committed in pg-boss's table: read on a connection of its
 * own, as another server would, so a transaction still open shows nothing.
 */
async function storedJobs(note: string) {
  const client = new pg.Client(t.services.database.connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from pgboss.job where name = $1 and data->>'note' = $2",
      [recordJob.name, note],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

describe('enqueue in the caller’s transaction', () => {
  it('stores nothing when the transaction rolls back', async () => {
    const note = randomUUID();
    await expect(
      t.services.database.db.transaction(async (tx) => {
        await t.services.queue.enqueue(tx, recordJob, { note });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await storedJobs(note)).toEqual([]);
  });

  it('is invisible to workers until the transaction commits, then runs once', async () => {
    const note = randomUUID();
    const id = await t.services.database.db.transaction(async (tx) => {
      const queued = await t.services.queue.enqueue(tx, recordJob, { note });
      expect(await storedJobs(note)).toEqual([]);
      return queued;
    });
    expect(await storedJobs(note)).toEqual([id]);
    expect(await waitForRun(note)).toEqual([expect.objectContaining({ jobId: id })]);
  });

  it('refuses a payload the job’s schema refuses, failing the caller’s change', async () => {
    const { db } = t.services.database;
    await expect(
      db.transaction((tx) => t.services.queue.enqueue(tx, recordJob, { note: '' })),
    ).rejects.toThrow(z.ZodError);
    const note = randomUUID();
    await expect(
      db.transaction((tx) =>
        // @ts-expect-error a payload of another shape does not compile
        t.services.queue.enqueue(tx, recordJob, { text: note }),
      ),
    ).rejects.toThrow(z.ZodError);
    const { rows } = await t.services.database.pool.query(
      "select id from pgboss.job where name = $1 and (data->>'note' = '' or data->>'text' = $2)",
      [recordJob.name, note],
    );
    expect(rows).toEqual([]);
  });

  it('refuses the database itself, where the job would commit apart from the change', async () => {
    const database = t.services.database.db as unknown as Transaction;
    await expect(t.services.queue.enqueue(database, recordJob, { note: randomUUID() })).rejects.toThrow(
      'inside a transaction',
    );
  });

  it('runs a job given a start time no earlier than that time', async () => {
    const note = randomUUID();
    const startAfter = new Date(Date.now() + 3_000);
    await t.services.database.db.transaction((tx) =>
      t.services.queue.enqueue(tx, recordJob, { note }, { startAfter }),
    );
    const [run] = await waitForRun(note);
    expect(run?.at).toBeGreaterThanOrEqual(startAfter.getTime());
  });
});

describe('a backlog', () => {
  it('drains without waiting a poll per job', async () => {
    const note = randomUUID();
    // Twenty jobs at once: at one per poll (0.5 s in tests) they would take ten seconds.
    await t.services.database.db.transaction(async (tx) => {
      for (let index = 0; index < 20; index++) await t.services.queue.enqueue(tx, recordJob, { note });
    });
    const started = Date.now();
    await expect.poll(() => runsOf(note).length, { timeout: 15_000, interval: 50 }).toBe(20);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
