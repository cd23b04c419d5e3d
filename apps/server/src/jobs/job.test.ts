import { describe, expect, it } from 'vitest';
import { retryWindowMs } from './job.js';

describe('how long a job can keep trying', () => {
  it('adds every try’s run and every wait, the waits doubled once more for jitter', () => {
    // Waits 10 + 20 s, doubled: 60 s; three runs of at most 5 s: 15 s.
    expect(retryWindowMs({ limit: 2, delaySeconds: 10, backoff: true, expireInSeconds: 5 })).toBe(75_000);
    // Waits 10 + 10 s, doubled: 40 s; three runs: 15 s.
    expect(retryWindowMs({ limit: 2, delaySeconds: 10, backoff: false, expireInSeconds: 5 })).toBe(55_000);
    expect(retryWindowMs({ limit: 0, delaySeconds: 10, backoff: true, expireInSeconds: 5 })).toBe(5_000);
  });
});
