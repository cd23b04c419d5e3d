import { describe, expect, it } from 'vitest';
import { paymentSchema, type Payment, type PaymentTerm } from './form.js';
import {
  capDeposit,
  capPercentage,
  capTermAmount,
  finishPayment,
  firstPaymentDate,
  isFullyScheduled,
  isPercentageComplete,
  milestoneLabel,
  percentageAmountsCents,
  percentageTotal,
  remainingCents,
  scheduledBaseCents,
  sortDateTerms,
  termAmountsCents,
  toCents,
  toDollars,
} from './payment.js';

const payment = (fields: Partial<Omit<Payment, 'Terms'>> & { Terms?: Partial<PaymentTerm>[] }): Payment =>
  paymentSchema.parse(fields);

const dated = (Name: string, Amount = 0) => ({ Name, Amount });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('cents', () => {
  it('turns dollars into whole cents without floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005 * 1000)).toBe(100_500);
    expect(toDollars(1999)).toBe(19.99);
  });

  it('adds 0.1 and 0.2 to exactly 0.3 of a total', () => {
    const split = payment({ TotalCost: 0.3, Terms: [dated('2026-06-01', 0.1), dated('2026-06-02', 0.2)] });
    expect(remainingCents(split)).toBe(0);
    expect(isFullyScheduled(split)).toBe(true);
  });
});

describe('remainingCents', () => {
  it('is the total less the deposit and the payments', () => {
    const p = payment({ TotalCost: 10_000, Deposit: 1_000, Terms: [dated('2026-06-01', 4_000)] });
    expect(remainingCents(p)).toBe(500_000);
    expect(isFullyScheduled(p)).toBe(false);
  });

  it('is the total less the deposit while there are no terms', () => {
    expect(remainingCents(payment({ TotalCost: 10_000, Deposit: 2_500 }))).toBe(750_000);
    expect(remainingCents(payment({}))).toBe(0);
  });

  it('is 0 once the deposit and the payments add up to the total', () => {
    const p = payment({
      TotalCost: 10_000.01,
      Deposit: 0.01,
      Terms: [dated('2026-06-01', 3_333.33), dated('2026-07-01', 6_666.67)],
    });
    expect(remainingCents(p)).toBe(0);
    expect(isFullyScheduled(p)).toBe(true);
  });

  it('counts milestone payments like date payments', () => {
    const p = payment({
      Mode: 'milestone',
      TotalCost: 5_000,
      Terms: [
        { Name: 'Framing', Amount: 2_000 },
        { Name: 'Roofing', Amount: 2_999.99 },
      ],
    });
    expect(remainingCents(p)).toBe(1);
  });

  it('in custom mode is the total less the deposit, and never stops a review', () => {
    const p = payment({
      Mode: 'custom',
      TotalCost: 8_000,
      Deposit: 500,
      CustomTerms: 'Weekly, as invoiced.',
    });
    expect(termAmountsCents(p)).toEqual([]);
    expect(remainingCents(p)).toBe(750_000);
    expect(isFullyScheduled(p)).toBe(true);
  });

  it('in custom mode ignores amounts a switch of mode left on the terms', () => {
    const p = payment({ Mode: 'custom', TotalCost: 100, Terms: [dated('2026-06-01', 40)] });
    expect(termAmountsCents(p)).toEqual([0]);
    expect(remainingCents(p)).toBe(10_000);
  });

  it('in percentage mode is what the percentages leave of the total less the deposit', () => {
    const p = payment({ Mode: 'percentage', TotalCost: 11_000, Deposit: 1_000, Terms: [{ Amount: 40 }] });
    expect(remainingCents(p)).toBe(600_000);
    expect(remainingCents({ ...p, Terms: [{ Name: '', CustomName: '', Amount: 100 }] })).toBe(0);
  });

  it('counts less than a cent either way as 0 (the within-a-cent rule)', () => {
    // 99.99 % of $0.99 leaves 0.0099 of a cent: nothing a payment could carry.
    const almost = payment({ Mode: 'percentage', TotalCost: 0.99, Terms: [{ Amount: 99.99 }] });
    expect(remainingCents(almost)).toBe(0);
    expect(isFullyScheduled(almost)).toBe(true);
    // 99.99 % of $100.00 leaves a whole cent: the review must stop.
    const short = payment({ Mode: 'percentage', TotalCost: 100, Terms: [{ Amount: 99.99 }] });
    expect(remainingCents(short)).toBe(1);
    expect(isFullyScheduled(short)).toBe(false);
  });

  it('goes below zero when the payments pass the total, so the page shows the overrun', () => {
    const p = payment({ TotalCost: 100, Deposit: 20, Terms: [dated('2026-06-01', 90)] });
    expect(remainingCents(p)).toBe(-1_000);
    expect(isFullyScheduled(p)).toBe(false);
  });
});

describe('percentage terms', () => {
  it('sums the percentages to two decimals', () => {
    expect(percentageTotal([{ Amount: 33.33 }, { Amount: 33.33 }, { Amount: 33.34 }])).toBe(100);
    expect(percentageTotal([{ Amount: 0.1 }, { Amount: 0.2 }])).toBe(0.3);
    expect(percentageTotal([])).toBe(0);
  });

  it('is complete (green) at exactly 100 and not otherwise (red)', () => {
    expect(isPercentageComplete([{ Amount: 33.33 }, { Amount: 33.33 }, { Amount: 33.34 }])).toBe(true);
    expect(isPercentageComplete([{ Amount: 60 }, { Amount: 40 }])).toBe(true);
    expect(isPercentageComplete([{ Amount: 99.99 }])).toBe(false);
    expect(isPercentageComplete([{ Amount: 100.01 }])).toBe(false);
    expect(isPercentageComplete([])).toBe(false);
  });

  it('splits $10,000.01 in 33.33 / 33.33 / 33.34 % to exactly the total', () => {
    const amounts = percentageAmountsCents(1_000_001, [33.33, 33.33, 33.34]);
    expect(amounts).toEqual([333_300, 333_300, 333_401]);
    expect(sum(amounts)).toBe(1_000_001);
  });

  it('works each amount on the total less the deposit (doc 2 §9)', () => {
    const p = payment({
      Mode: 'percentage',
      TotalCost: 10_000,
      Deposit: 1_000,
      Terms: [{ Amount: 50 }, { Amount: 25 }, { Amount: 25 }],
    });
    expect(scheduledBaseCents(p)).toBe(900_000);
    expect(termAmountsCents(p)).toEqual([450_000, 225_000, 225_000]);
    expect(toCents(p.Deposit) + sum(termAmountsCents(p))).toBe(toCents(p.TotalCost));
  });

  it('gives the odd cents to the largest remainders, earlier terms first on a tie', () => {
    // $1.00 in three thirds: 33.33 cents each, one cent left over for the first term.
    expect(percentageAmountsCents(100, [33.33, 33.33, 33.34])).toEqual([33, 33, 34]);
    expect(percentageAmountsCents(200, [50, 50])).toEqual([100, 100]);
    expect(percentageAmountsCents(1, [50, 50])).toEqual([1, 0]);
  });

  it('adds up to the total at 100 % whatever the amount and the split', () => {
    for (const base of [1, 7, 99, 1_000_001, 123_456_789, 10_000_000_000]) {
      for (const split of [
        [100],
        [33.33, 33.33, 33.34],
        [0.01, 99.99],
        [12.5, 12.5, 25, 50],
        [1, 2, 3, 94],
      ]) {
        const amounts = percentageAmountsCents(base, split);
        expect(sum(amounts), `${base} in ${split.join('/')}`).toBe(base);
        amounts.forEach((cents, index) => {
          expect(Math.abs(cents - (base * (split[index] ?? 0)) / 100)).toBeLessThan(1);
        });
      }
    }
  });

  it('covers only the share the percentages name when they stop short of 100', () => {
    expect(percentageAmountsCents(1_000_000, [25, 25])).toEqual([250_000, 250_000]);
    expect(sum(percentageAmountsCents(999, [33.33]))).toBe(333);
  });

  it('answers no amounts for no terms and zeros for a zero total', () => {
    expect(percentageAmountsCents(1_000_000, [])).toEqual([]);
    expect(percentageAmountsCents(0, [60, 40])).toEqual([0, 0]);
  });
});

describe('caps', () => {
  const p = payment({
    TotalCost: 10_000,
    Deposit: 1_000,
    Terms: [dated('2026-06-01', 4_000), dated('2026-07-01', 0)],
  });

  it('caps a payment at what the total less the deposit and the other payments leaves', () => {
    expect(capTermAmount(p, 1, 9_999)).toBe(5_000);
    expect(capTermAmount(p, 1, 4_999.99)).toBe(4_999.99);
    expect(capTermAmount(p, 1, 5_000)).toBe(5_000);
  });

  it('counts the deposit: without it the same payment could go higher', () => {
    expect(capTermAmount({ ...p, Deposit: 0 }, 1, 9_999)).toBe(6_000);
  });

  it('caps the payment being retyped against the others only, not its own old value', () => {
    expect(capTermAmount(p, 0, 9_000)).toBe(9_000);
    expect(capTermAmount(p, 0, 9_000.01)).toBe(9_000);
  });

  it('never lets the payments pass the total less the deposit', () => {
    let terms = p.Terms;
    for (const [index, typed] of [
      [0, 7_000],
      [1, 7_000],
      [0, 12_345.67],
    ] as const) {
      const kept = capTermAmount({ ...p, Terms: terms }, index, typed);
      terms = terms.map((term, at) => (at === index ? { ...term, Amount: kept } : term));
      expect(sum(terms.map((term) => toCents(term.Amount)))).toBeLessThanOrEqual(900_000);
    }
  });

  it('caps at 0 when the deposit already takes the whole total', () => {
    expect(capTermAmount({ ...p, Deposit: 10_000 }, 1, 50)).toBe(0);
    expect(capTermAmount({ ...p, Deposit: 12_000 }, 1, 50)).toBe(0);
  });

  it('caps the deposit at the total', () => {
    expect(capDeposit({ TotalCost: 500 }, 750)).toBe(500);
    expect(capDeposit({ TotalCost: 500 }, 499.99)).toBe(499.99);
  });

  it('caps a percentage so the total never passes 100', () => {
    const terms = payment({
      Mode: 'percentage',
      Terms: [{ Amount: 33.33 }, { Amount: 33.33 }, { Amount: 0 }],
    }).Terms;
    expect(capPercentage(terms, 2, 50)).toBe(33.34);
    expect(capPercentage(terms, 2, 10)).toBe(10);
    expect(capPercentage(terms, 0, 100)).toBe(66.67);
    // A new term (index 3) gets what the others leave: nothing once they reach 100.
    expect(capPercentage(terms, 3, 50)).toBe(33.34);
    expect(capPercentage([...terms.slice(0, 2), { ...terms[0]!, Amount: 33.34 }], 3, 1)).toBe(0);
    expect(
      percentageTotal(terms.map((term, at) => (at === 2 ? { Amount: capPercentage(terms, 2, 99) } : term))),
    ).toBe(100);
  });
});

describe('sortDateTerms', () => {
  it('sorts payments by date, undated ones last in the order they were typed', () => {
    const terms = [
      dated('2026-09-01', 1),
      dated('', 2),
      dated('2026-06-15', 3),
      dated('', 4),
      dated('2026-06-01', 5),
    ];
    expect(sortDateTerms(terms).map((term) => term.Amount)).toEqual([5, 3, 1, 2, 4]);
  });

  it('keeps payments on the same date in the order they were typed', () => {
    const terms = [dated('2026-06-01', 1), dated('2026-05-01', 2), dated('2026-06-01', 3)];
    expect(sortDateTerms(terms).map((term) => term.Amount)).toEqual([2, 1, 3]);
  });

  it('sorts across months and years by calendar order', () => {
    const terms = [dated('2027-01-05'), dated('2026-12-31'), dated('2026-10-01'), dated('2026-09-30')];
    expect(sortDateTerms(terms).map((term) => term.Name)).toEqual([
      '2026-09-30',
      '2026-10-01',
      '2026-12-31',
      '2027-01-05',
    ]);
  });

  it('leaves the list it was given untouched', () => {
    const terms = [dated('2026-09-01'), dated('2026-06-01')];
    sortDateTerms(terms);
    expect(terms.map((term) => term.Name)).toEqual(['2026-09-01', '2026-06-01']);
  });

  it('answers the earliest payment date of date mode only', () => {
    const terms = [dated(''), dated('2026-09-01'), dated('2026-06-01')];
    expect(firstPaymentDate(payment({ Terms: terms }))).toBe('2026-06-01');
    expect(firstPaymentDate(payment({ Terms: [dated('')] }))).toBe('');
    expect(firstPaymentDate(payment({ Terms: [] }))).toBe('');
    expect(firstPaymentDate(payment({ Mode: 'milestone', Terms: [{ Name: 'Framing' }] }))).toBe('');
  });
});

describe('milestoneLabel', () => {
  it("shows the custom name of an 'Other Type' milestone", () => {
    expect(milestoneLabel({ Name: 'Other Type', CustomName: 'Cabinet delivery' })).toBe('Cabinet delivery');
  });

  it('shows the milestone type otherwise, whatever custom name is left over', () => {
    expect(milestoneLabel({ Name: 'Roofing', CustomName: 'Cabinet delivery' })).toBe('Roofing');
  });
});

describe('finishPayment', () => {
  it('sorts date payments and works out Remain itself rather than trusting the page', () => {
    const finished = finishPayment(
      payment({
        TotalCost: 1_000,
        Deposit: 100,
        Remain: 0,
        Terms: [dated('2026-08-01', 400), dated('', 100), dated('2026-07-01', 300)],
      }),
    );
    expect(finished.Terms.map((term) => term.Name)).toEqual(['2026-07-01', '2026-08-01', '']);
    expect(finished.Remain).toBe(100);
  });

  it('keeps the order of milestone and percentage terms as typed', () => {
    const terms = [
      { Name: 'Roofing', Amount: 10 },
      { Name: 'Framing', Amount: 90 },
    ];
    expect(
      finishPayment(payment({ Mode: 'milestone', TotalCost: 100, Terms: terms })).Terms.map((t) => t.Name),
    ).toEqual(['Roofing', 'Framing']);
    expect(
      finishPayment(payment({ Mode: 'percentage', TotalCost: 100, Terms: terms })).Terms.map((t) => t.Name),
    ).toEqual(['Roofing', 'Framing']);
  });

  it('finishes an empty schedule with the whole total less the deposit remaining', () => {
    expect(finishPayment(payment({ TotalCost: 250.5, Deposit: 50 })).Remain).toBe(200.5);
  });
});
