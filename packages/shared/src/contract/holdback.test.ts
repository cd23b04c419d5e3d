import { describe, expect, it } from 'vitest';
import { paymentSchema, type Payment, type PaymentTerm } from './form.js';
import { holdbackSchedule, retainHoldback, scheduleLinesCents } from './holdback.js';
import { toCents } from './payment.js';

const payment = (fields: Partial<Omit<Payment, 'Terms'>> & { Terms?: Partial<PaymentTerm>[] }): Payment =>
  paymentSchema.parse(fields);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const ontario = { province: 'Ontario', day: '2026-12-01' };

describe('holdbackSchedule', () => {
  // $12,345.67 before tax: a $1,000.01 deposit, then three milestones of odd cents.
  const milestones = payment({
    TotalCost: 12_345.67,
    Deposit: 1_000.01,
    Mode: 'milestone',
    Terms: [
      { Name: 'Demolition', Amount: 3_333.33 },
      { Name: 'Rough-in', Amount: 3_333.33 },
      { Name: 'Final inspection', Amount: 4_679 },
    ],
  });

  it('retains 10 % of each payment of an Ontario milestone schedule, to the cent', () => {
    const schedule = holdbackSchedule(milestones, ontario);
    expect(schedule?.percent).toBe(10);
    expect(
      schedule?.lines.map(({ grossCents, holdbackCents, netCents }) => [grossCents, holdbackCents, netCents]),
    ).toEqual([
      [100_001, 10_001, 90_000], // 10 % of $1,000.01 is $100.001: rounded up, $100.01
      [333_333, 33_333, 300_000], // up to here $4,333.34 paid, $433.334 due: $433.34 retained in all
      [333_333, 33_333, 300_000], // $7,666.67 paid, $766.667: $766.67 in all
      [467_900, 46_790, 421_110], // $12,345.67 paid, $1,234.567: $1,234.57 in all
    ]);
    expect(schedule?.lines.map((line) => line.source)).toEqual([
      { kind: 'deposit' },
      { kind: 'term', index: 0 },
      { kind: 'term', index: 1 },
      { kind: 'term', index: 2 },
    ]);
  });

  it('releases exactly what the lines retained, and leaves the price whole', () => {
    const schedule = holdbackSchedule(milestones, ontario);
    const lines = schedule?.lines ?? [];
    expect(schedule?.releaseCents).toBe(sum(lines.map((line) => line.holdbackCents)));
    expect(schedule?.releaseCents).toBe(123_457);
    expect(sum(lines.map((line) => line.grossCents))).toBe(toCents(milestones.TotalCost));
    expect(sum(lines.map((line) => line.netCents)) + (schedule?.releaseCents ?? 0)).toBe(1_234_567);
  });

  it('keeps each line within a cent of its own 10 %, and never holds less than 10 % of what is paid', () => {
    const lines = retainHoldback(
      [1, 1, 1, 9, 19_999, 5, 333_333, 7].map((grossCents) => ({ grossCents })),
      10,
    );
    let paid = 0;
    let held = 0;
    for (const line of lines) {
      expect(Math.abs(line.holdbackCents - line.grossCents / 10)).toBeLessThan(1);
      expect(line.netCents).toBe(line.grossCents - line.holdbackCents);
      paid += line.grossCents;
      held += line.holdbackCents;
      expect(held).toBeGreaterThanOrEqual(paid / 10);
    }
    expect(held).toBe(Math.ceil(paid / 10));
  });

  it('shares a percentage schedule of odd cents, its amounts unchanged', () => {
    const percentages = payment({
      TotalCost: 1_000,
      Deposit: 0.01,
      Mode: 'percentage',
      Terms: [
        { Name: 'Start', Amount: 33.33 },
        { Name: 'Middle', Amount: 33.33 },
        { Name: 'End', Amount: 33.34 },
      ],
    });
    const schedule = holdbackSchedule(percentages, ontario);
    const lines = schedule?.lines ?? [];
    // $999.99 after the deposit: 33.33 % is $333.29667, 33.34 % $333.39667; the largest remainders
    // (payment.ts) give $333.30, $333.30, $333.39.
    expect(lines.map((line) => line.grossCents)).toEqual([1, 33_330, 33_330, 33_339]);
    expect(lines.map((line) => line.holdbackCents)).toEqual([1, 3_333, 3_333, 3_333]);
    expect(schedule?.releaseCents).toBe(10_000);
    expect(sum(lines.map((line) => line.grossCents))).toBe(100_000);
  });

  it('retains on the balance a draft has not scheduled yet, and on custom terms as one line', () => {
    const draft = payment({ TotalCost: 100, Mode: 'date', Terms: [{ Name: '2027-01-04', Amount: 60 }] });
    expect(scheduleLinesCents(draft)).toEqual([
      { source: { kind: 'term', index: 0 }, grossCents: 6_000 },
      { source: { kind: 'unscheduled' }, grossCents: 4_000 },
    ]);
    const custom = payment({ TotalCost: 100, Deposit: 25, Mode: 'custom', CustomTerms: 'Monthly.' });
    expect(holdbackSchedule(custom, ontario)?.lines).toEqual([
      { source: { kind: 'deposit' }, grossCents: 2_500, holdbackCents: 250, netCents: 2_250 },
      { source: { kind: 'custom' }, grossCents: 7_500, holdbackCents: 750, netCents: 6_750 },
    ]);
  });

  it('applies only where the province has a holdback record on the day', () => {
    expect(holdbackSchedule(milestones, { province: 'Quebec', day: '2026-12-01' })).toBeUndefined();
    expect(holdbackSchedule(milestones, { province: 'British Columbia', day: '2026-12-01' })).toBeUndefined();
    expect(holdbackSchedule(milestones, { province: 'Ontario', day: '2018-06-30' })).toBeUndefined();
  });

  it('names the annual release of s. 26.1 from 2026-01-01, for work that may pass a year', () => {
    const long = { ...ontario, commencementDate: '2027-01-04', completionDate: '2028-03-01' };
    const short = { ...ontario, commencementDate: '2027-01-04', completionDate: '2027-06-30' };
    expect(holdbackSchedule(milestones, long)?.annualRelease?.section).toBe('s. 26.1');
    expect(holdbackSchedule(milestones, ontario)?.annualRelease).toBeDefined();
    expect(holdbackSchedule(milestones, short)?.annualRelease).toBeUndefined();
    expect(holdbackSchedule(milestones, { ...long, day: '2025-12-31' })?.annualRelease).toBeUndefined();
  });
});
