import { describe, expect, it } from 'vitest';
import { earliestCancellationEnd, insideCancellationPeriod } from './index.js';

describe('insideCancellationPeriod', () => {
  it('counts the 10 days from today across a month end: the last day is inside, the day after is not', () => {
    // From 2026-01-25 the earliest last day is 2026-02-04.
    expect(earliestCancellationEnd({ province: 'Ontario', today: '2026-01-25' })?.lastDay).toBe('2026-02-04');
    expect(insideCancellationPeriod('Ontario', '2026-01-25', '2026-01-26')?.record.data.refundDays).toBe(15);
    expect(insideCancellationPeriod('Ontario', '2026-01-25', '2026-02-04')?.lastDay).toBe('2026-02-04');
    expect(insideCancellationPeriod('Ontario', '2026-01-25', '2026-02-05')).toBeUndefined();
  });

  it('counts plain calendar days, even when the last day is a Sunday the deadline would carry over', () => {
    // 2026-03-01 is a Sunday: the signed deadline moves to Monday, the builder's warning stops at Sunday.
    expect(insideCancellationPeriod('Ontario', '2026-02-19', '2026-03-01')).toBeDefined();
    expect(insideCancellationPeriod('Ontario', '2026-02-19', '2026-03-02')).toBeUndefined();
  });

  it('counts across a year end and a leap day', () => {
    expect(earliestCancellationEnd({ province: 'Quebec', today: '2026-12-28' })?.lastDay).toBe('2027-01-07');
    expect(earliestCancellationEnd({ province: 'Alberta', today: '2028-02-25' })?.lastDay).toBe('2028-03-06');
  });

  it('finds nothing in a province without a rule, or for a price under the threshold once it is known', () => {
    expect(insideCancellationPeriod('Manitoba', '2026-01-25', '2026-01-26')).toBeUndefined();
    expect(insideCancellationPeriod('Ontario', '2026-01-25', '2026-01-26', 5000)).toBeUndefined();
    expect(insideCancellationPeriod('Ontario', '2026-01-25', '2026-01-26', 5001)).toBeDefined();
  });

  it("says where work started in the period leaves the client owing compensation: Ontario's record only", () => {
    expect(
      insideCancellationPeriod('Ontario', '2026-01-25', '2026-01-26')?.record.data
        .compensationForWorkInPeriod,
    ).toBe(true);
    expect(
      insideCancellationPeriod('Quebec', '2026-01-25', '2026-01-26')?.record.data.compensationForWorkInPeriod,
    ).toBeUndefined();
  });
});
