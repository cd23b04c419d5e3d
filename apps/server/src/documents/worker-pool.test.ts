import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestAnswer, PoolTestJob } from '../../test/pool-worker.js';
import { WorkerPool, WorkerPoolClosed, WorkerTimedOut, type WorkerPoolOptions } from './worker-pool.js';

const pools: WorkerPool<PoolTestJob, PoolTestAnswer>[] = [];

function testPool(options: Partial<WorkerPoolOptions> = {}) {
  const pool = new WorkerPool<PoolTestJob, PoolTestAnswer>({
    name: 'test',
    script: new URL('../../test/pool-worker.js', import.meta.url),
    size: 2,
    idleLifetimeMs: 60_000,
    ...options,
  });
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

/** The most jobs whose runs overlapped at one moment. */
function mostAtOnce(answers: PoolTestAnswer[]): number {
  return Math.max(
    ...answers.map(
      (one) =>
        answers.filter((other) => other.startedAt <= one.startedAt && one.startedAt < other.endedAt).length,
    ),
  );
}

describe('the worker pool', () => {
  it('keeps the event loop free while a job holds its thread: timers still fire on time', async () => {
    const pool = testPool();
    await pool.run({ id: 0 }); // the worker's start is not what is measured
    let worstLagMs = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLagMs = Math.max(worstLagMs, now - last - 10);
      last = now;
    }, 10);
    try {
      await Promise.all([pool.run({ id: 1, busyMs: 500 }), pool.run({ id: 2, busyMs: 500 })]);
    } finally {
      clearInterval(ticker);
    }
    expect(worstLagMs).toBeLessThan(100);
  });

  it('runs at most its size of jobs at once; the others wait their turn and each gets its own answer', async () => {
    const pool = testPool({ size: 2 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((id) => pool.run({ id, busyMs: 150 })));
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    expect(mostAtOnce(answers)).toBe(2);
    // Waiting jobs go in the order they came.
    expect(answers[2]!.startedAt).toBeLessThan(answers[4]!.startedAt);
  });

  it('reuses an idle worker, and ends it once it has been idle for its lifetime', async () => {
    const pool = testPool({ size: 1, idleLifetimeMs: 200 });
    const first = await pool.run({ id: 1 });
    const again = await pool.run({ id: 2 });
    expect(again.threadId).toBe(first.threadId);
    await sleep(400);
    expect((await pool.run({ id: 3 })).threadId).not.toBe(first.threadId);
  });

  it('refuses the job whose worker crashed, and replaces the worker for the next job', async () => {
    const pool = testPool({ size: 1 });
    const before = await pool.run({ id: 1 });
    await expect(pool.run({ fail: 'throw' })).rejects.toThrow('the job broke its worker');
    const after = await pool.run({ id: 2 });
    expect(after.threadId).not.toBe(before.threadId);
    await expect(pool.run({ fail: 'exit' })).rejects.toThrow('the test worker exited with code 3');
    expect((await pool.run({ id: 3 })).id).toBe(3);
  });

  it('cuts off a job past its time limit, ending its worker, and runs the jobs waiting behind it', async () => {
    const pool = testPool({ size: 1 });
    const stuck = await pool.run({ id: 1 });
    const cutOff = pool.run({ id: 2, busyMs: 10_000 }, { timeLimitMs: 100 });
    const waiting = pool.run({ id: 3 });
    await expect(cutOff).rejects.toBeInstanceOf(WorkerTimedOut);
    const next = await waiting;
    expect(next.id).toBe(3);
    expect(next.threadId).not.toBe(stuck.threadId);
  });

  it('on close, refuses the jobs running and waiting and every later job', async () => {
    const pool = testPool({ size: 1 });
    await pool.run({ id: 0 });
    const refusals = [pool.run({ id: 1, busyMs: 10_000 }), pool.run({ id: 2 })].map((job) =>
      expect(job).rejects.toBeInstanceOf(WorkerPoolClosed),
    );
    await pool.close();
    await Promise.all(refusals);
    await expect(pool.run({ id: 3 })).rejects.toBeInstanceOf(WorkerPoolClosed);
  });
});
