import { describe, expect, it } from 'vitest';
import { paymentSchema, type Payment, type PaymentTerm } from '../contract/form.js';
import { toCents } from '../contract/payment.js';
import { salesTaxOn } from '../tax.js';
import { receivablesOf } from './receivables.js';

const payment = (fields: Partial<Omit<Payment, 'Terms'>> & { Terms?: Partial<PaymentTerm>[] }): Payment =>
  paymentSchema.parse(fields);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

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

describe('receivablesOf', () => {
  it('makes an Ontario milestone schedule payments that retain 10 %, are taxed on their net, and release the holdback last', () => {
    const owed = receivablesOf(milestones, { province: 'Ontario', day: '2026-12-01' });
    expect(owed.holdbackPercent).toBe(10);
    expect(owed.lines.map((line) => [line.key, line.grossCents, line.holdbackCents, line.netCents])).toEqual([
      ['deposit', 100_001, 10_001, 90_000],
      ['term-0', 333_333, 33_333, 300_000],
      ['term-1', 333_333, 33_333, 300_000],
      ['term-2', 467_900, 46_790, 421_110],
      ['holdback', 123_457, 0, 123_457],
    ]);
    // HST 13 % on each net, rounded on the running sum: $11,700.00 on the deposit's $90,000.00 net…
    expect(owed.lines.map((line) => line.taxCents)).toEqual([11_700, 39_000, 39_000, 54_744, 16_050]);
    expect(owed.lines.every((line) => line.payableCents === line.netCents + line.taxCents)).toBe(true);
    expect(owed.lines[0]?.taxLines).toEqual([{ kind: 'HST', ratePercent: 13, cents: 11_700 }]);
  });

  it('adds up to the total with tax the signed document prints, to the cent', () => {
    for (const province of ['Ontario', 'Quebec', 'British Columbia', 'Nova Scotia']) {
      const owed = receivablesOf(milestones, { province, day: '2026-12-01' });
      const document = salesTaxOn(toCents(milestones.TotalCost), province, '2026-12-01');
      expect(owed.priceCents).toBe(1_234_567);
      expect(owed.totalCents, province).toBe(document.totalCents);
      expect(sum(owed.lines.map((line) => line.payableCents))).toBe(document.totalCents);
      for (const tax of document.lines) {
        const lines = owed.lines.map(
          (line) => line.taxLines.find((one) => one.kind === tax.kind)?.cents ?? 0,
        );
        expect(sum(lines), `${province} ${tax.kind}`).toBe(tax.cents);
      }
    }
  });

  it('retains nothing and releases nothing where the province has no holdback', () => {
    const owed = receivablesOf(milestones, { province: 'Quebec', day: '2026-12-01' });
    expect(owed.holdbackPercent).toBeNull();
    expect(owed.lines.map((line) => line.key)).toEqual(['deposit', 'term-0', 'term-1', 'term-2']);
    expect(owed.lines.every((line) => line.holdbackCents === 0 && line.netCents === line.grossCents)).toBe(
      true,
    );
    // GST 5 % and QST 9.975 % on the $1,000.01 deposit.
    expect(owed.lines[0]?.taxLines.map((tax) => tax.cents)).toEqual([5_000, 9_975]);
  });

  it('owes custom terms as one balance after the deposit, and a schedule short of its total the rest as a balance', () => {
    const custom = receivablesOf(
      payment({ TotalCost: 5_000, Deposit: 500, Mode: 'custom', Terms: [{ Name: 'Half at start' }] }),
      {
        province: 'Alberta',
        day: '2026-12-01',
      },
    );
    expect(custom.lines.map((line) => [line.key, line.grossCents])).toEqual([
      ['deposit', 50_000],
      ['balance', 450_000],
    ]);
    const short = receivablesOf(
      payment({
        TotalCost: 5_000,
        Mode: 'date',
        Terms: [
          { Name: '2026-12-15', Amount: 1_000 },
          { Name: '2027-01-15', Amount: 0 },
        ],
      }),
      { province: 'Alberta', day: '2026-12-01' },
    );
    expect(short.lines.map((line) => [line.key, line.grossCents])).toEqual([
      ['term-0', 100_000],
      ['balance', 400_000],
    ]);
  });
});
