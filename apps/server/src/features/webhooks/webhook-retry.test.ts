import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelaysMs } from './webhook-retry.js';

const created = new Date('2026-11-29T12:00:00Z');
const after = (ms: number) => new Date(created.getTime() + ms);
const hour = 3_600_000;

describe('a failed delivery’s next attempt', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h', () => {
    expect(retryDelaysMs).toEqual([5_000, 300_000, 1_800_000, 2 * hour, 5 * hour, 10 * hour]);
    expect(nextAttemptAt(created, 1, created)).toEqual(after(5_000));
    expect(nextAttemptAt(created, 2, after(5_000))).toEqual(after(305_000));
    expect(nextAttemptAt(created, 6, after(hour))).toEqual(after(11 * hour));
    expect(nextAttemptAt(created, 9, after(hour))).toEqual(after(11 * hour));
  });

  it('tries once more as the 24 hours close, then no more', () => {
    expect(nextAttemptAt(created, 6, after(14 * hour))).toEqual(after(24 * hour));
    expect(nextAttemptAt(created, 6, after(17 * hour))).toEqual(after(24 * hour));
    expect(nextAttemptAt(created, 7, after(24 * hour))).toBeNull();
    expect(nextAttemptAt(created, 7, after(24 * hour - 1_000))).toBeNull();
    // A resend of a delivery older than a day is tried once.
    expect(nextAttemptAt(created, 3, after(30 * hour))).toBeNull();
  });

  it('follows the schedule to its end within the day: eight attempts in all, the last at 24 hours', () => {
    let at = created;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(created, attempts, at);
      if (!next) break;
      at = next;
      attempts += 1;
    }
    expect(attempts).toBe(8);
    expect(at).toEqual(after(24 * hour));
  });
});
