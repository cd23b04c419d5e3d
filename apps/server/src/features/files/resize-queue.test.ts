import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './resize-queue.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('concurrency limit', () => {
  it('runs at most its limit at once; the rest wait their turn and all finish', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const all = gates.map((gate, index) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(index);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('hands a freed slot to the one waiting, not to a newcomer', async () => {
    const limit = concurrencyLimit(1);
    const first = deferred();
    let running = 0;
    let most = 0;
    const task = (gate?: Promise<void>) => async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
    };
    const a = limit(task(first.promise));
    const b = limit(task());
    first.resolve();
    await a;
    const c = limit(task());
    await Promise.all([b, c]);
    expect(most).toBe(1);
  });

  it('frees the slot when a task fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
