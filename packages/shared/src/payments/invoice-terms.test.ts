import { describe, expect, it } from 'vitest';
import { invoiceClock, invoiceDueOn, receivableStatus } from './invoice-terms.js';

describe('invoiceClock', () => {
  it('gives an Ontario invoice from 2026 28 days to pay, 14 to dispute and 7 to say it is not proper', () => {
    const clock = invoiceClock('Ontario', '2026-12-01');
    expect(
      clock && { payBy: clock.payBy, disputeBy: clock.disputeBy, deemedProperBy: clock.deemedProperBy },
    ).toEqual({
      payBy: '2026-12-29',
      disputeBy: '2026-12-15',
      deemedProperBy: '2026-12-08',
    });
    expect(clock?.record.source).toMatch(/^https:/);
  });

  it('has no deemed-proper day before 2026, and no clock outside Ontario', () => {
    expect(invoiceClock('Ontario', '2025-06-02')?.deemedProperBy).toBeNull();
    expect(invoiceClock('Alberta', '2026-12-01')).toBeUndefined();
  });

  it('makes an invoice due on the clock’s last day in Ontario and 30 days on elsewhere', () => {
    expect(invoiceDueOn('Ontario', '2026-12-01')).toBe('2026-12-29');
    expect(invoiceDueOn('Quebec', '2026-12-01')).toBe('2026-12-31');
  });
});

describe('receivableStatus', () => {
  const state = { payableCents: 10_000, paidCents: 0, invoiced: false, dueOn: null, today: '2026-12-10' };
  it('reads paid, overdue, partly paid, invoiced and not yet due', () => {
    expect(receivableStatus(state)).toBe('notDue');
    expect(receivableStatus({ ...state, invoiced: true, dueOn: '2026-12-10' })).toBe('invoiced');
    expect(receivableStatus({ ...state, invoiced: true, dueOn: '2026-12-09' })).toBe('overdue');
    expect(receivableStatus({ ...state, paidCents: 4_000, dueOn: '2026-12-20' })).toBe('partlyPaid');
    expect(receivableStatus({ ...state, paidCents: 10_000, dueOn: '2026-12-01' })).toBe('paid');
    expect(receivableStatus({ ...state, dueOn: '2026-12-09' })).toBe('overdue');
  });
});
