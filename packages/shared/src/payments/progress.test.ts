import { describe, expect, it } from 'vitest';
import { paymentSchema } from '../contract/form.js';
import { paymentProgress, scheduledDueOn } from './progress.js';
import { receivablesOf } from './receivables.js';

// $10,000 in Ontario: a $1,000 deposit on Dec 2, then $4,000 on Dec 20 and the $5,000 rest unscheduled.
const payment = paymentSchema.parse({
  TotalCost: 10_000,
  Deposit: 1_000,
  DepositDate: '2026-12-02',
  Mode: 'date',
  Terms: [{ Name: '2026-12-20', Amount: 4_000 }],
});
const owed = receivablesOf(payment, { province: 'Ontario', day: '2026-12-01' });
const payableOf = (key: string) => owed.lines.find((line) => line.key === key)?.payableCents ?? 0;

describe('paymentProgress', () => {
  it('owes the signed total with tax and, before any invoice, the deposit first on its own day', () => {
    expect(owed.lines.map((line) => [line.key, scheduledDueOn(payment, line)])).toEqual([
      ['deposit', '2026-12-02'],
      ['term-0', '2026-12-20'],
      ['balance', null],
      ['holdback', null],
    ]);
    expect(paymentProgress(payment, owed, [])).toEqual({
      totalCents: 1_130_000,
      paidCents: 0,
      // $900 net of the 10 % holdback, with HST 13 %.
      nextDue: { key: 'deposit', leftCents: 101_700, dueOn: '2026-12-02' },
    });
  });

  it('adds up what came in on the invoices and leaves what is left of a line partly paid due', () => {
    const progress = paymentProgress(payment, owed, [
      { key: 'deposit', payableCents: payableOf('deposit'), dueOn: '2026-12-30', paidCents: 100_000 },
    ]);
    expect(progress.paidCents).toBe(100_000);
    // The invoice's day replaces the schedule's: the term of Dec 20 now falls due first.
    expect(progress.nextDue).toEqual({ key: 'term-0', leftCents: payableOf('term-0'), dueOn: '2026-12-20' });
  });

  it('goes on to the lines without a day once those with one are paid, and to none once all is paid', () => {
    const paid = (key: string) => ({
      key,
      payableCents: payableOf(key),
      dueOn: '2026-12-02',
      paidCents: payableOf(key),
    });
    const dated = paymentProgress(payment, owed, [paid('deposit'), paid('term-0')]);
    expect(dated.nextDue).toEqual({ key: 'balance', leftCents: payableOf('balance'), dueOn: null });
    const all = paymentProgress(
      payment,
      owed,
      owed.lines.map((line) => paid(line.key)),
    );
    expect(all).toMatchObject({ paidCents: 1_130_000, nextDue: null });
  });
});
