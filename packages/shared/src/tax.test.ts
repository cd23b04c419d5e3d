import { describe, expect, it } from 'vitest';
import { provinces } from './provinces.js';
import { wordsIn } from './messages/translate.js';
import { formatAmountWithTax, formatTaxLine, formatTaxRate, salesTaxOn, salesTaxRates } from './tax.js';

const english = wordsIn('en');
const french = wordsIn('fr');

const today = '2026-05-10';

describe('salesTaxRates', () => {
  it.each([
    ['Alberta', [{ kind: 'GST', ratePercent: 5 }]],
    ['Northwest Territories', [{ kind: 'GST', ratePercent: 5 }]],
    ['Nunavut', [{ kind: 'GST', ratePercent: 5 }]],
    ['Yukon Territory', [{ kind: 'GST', ratePercent: 5 }]],
    ['Ontario', [{ kind: 'HST', ratePercent: 13 }]],
    ['New Brunswick', [{ kind: 'HST', ratePercent: 15 }]],
    ['Newfoundland', [{ kind: 'HST', ratePercent: 15 }]],
    ['Prince Edward Island', [{ kind: 'HST', ratePercent: 15 }]],
    ['Nova Scotia', [{ kind: 'HST', ratePercent: 14 }]],
    [
      'Quebec',
      [
        { kind: 'GST', ratePercent: 5 },
        { kind: 'QST', ratePercent: 9.975 },
      ],
    ],
    [
      'British Columbia',
      [
        { kind: 'GST', ratePercent: 5 },
        { kind: 'PST', ratePercent: 7 },
      ],
    ],
    [
      'Manitoba',
      [
        { kind: 'GST', ratePercent: 5 },
        { kind: 'RST', ratePercent: 7 },
      ],
    ],
    [
      'Saskatchewan',
      [
        { kind: 'GST', ratePercent: 5 },
        { kind: 'PST', ratePercent: 6 },
      ],
    ],
  ])('charges %s its taxes, GST first', (province, expected) => {
    expect(salesTaxRates(province, today)).toEqual(expected);
  });

  it('knows every province the product offers', () => {
    for (const province of provinces) {
      const total = salesTaxRates(province, today).reduce((sum, rate) => sum + rate.ratePercent, 0);
      expect(total, province).toBeGreaterThanOrEqual(5);
    }
  });

  it('charges Nova Scotia 15 % until 2025-03-31 and 14 % from 2025-04-01', () => {
    expect(salesTaxRates('Nova Scotia', '2025-03-31')).toEqual([{ kind: 'HST', ratePercent: 15 }]);
    expect(salesTaxRates('Nova Scotia', '2025-04-01')).toEqual([{ kind: 'HST', ratePercent: 14 }]);
  });

  it('charges GST only in a province it does not know', () => {
    expect(salesTaxRates('Ontario ', today)).toEqual([{ kind: 'GST', ratePercent: 5 }]);
    expect(salesTaxRates('', today)).toEqual([{ kind: 'GST', ratePercent: 5 }]);
  });
});

describe('salesTaxOn', () => {
  it('adds Ontario HST to $10,000.00', () => {
    expect(salesTaxOn(1_000_000, 'Ontario', today)).toEqual({
      lines: [{ kind: 'HST', ratePercent: 13, cents: 130_000 }],
      taxCents: 130_000,
      totalCents: 1_130_000,
    });
  });

  it('works out Quebec GST and QST separately, each on the amount before tax', () => {
    expect(salesTaxOn(1_000_000, 'Quebec', today)).toEqual({
      lines: [
        { kind: 'GST', ratePercent: 5, cents: 50_000 },
        { kind: 'QST', ratePercent: 9.975, cents: 99_750 },
      ],
      taxCents: 149_750,
      totalCents: 1_149_750,
    });
  });

  it('rounds each line to the cent, half up', () => {
    // 13 % of $0.50 = 6.5 cents → 7; 13 % of $0.49 = 6.37 cents → 6.
    expect(salesTaxOn(50, 'Ontario', today).lines[0]?.cents).toBe(7);
    expect(salesTaxOn(49, 'Ontario', today).lines[0]?.cents).toBe(6);
    // 9.975 % of $2.00 = 19.95 cents → 20, and 9.975 % of $1.00 = 9.975 cents → 10.
    expect(salesTaxOn(200, 'Quebec', today).lines[1]?.cents).toBe(20);
    expect(salesTaxOn(100, 'Quebec', today).lines[1]?.cents).toBe(10);
  });

  it('rounds exactly at half a cent, where floating point would land a hair below', () => {
    // 9.975 % of 2,000 cents is exactly 199.5 → 200, and of 10,000 cents exactly 997.5 → 998,
    // where 2,000 × (9.975 / 100) in floating point gives 199.49999999999997 (and 997.4999… for 10,000).
    expect(salesTaxOn(2_000, 'Quebec', today).lines[1]?.cents).toBe(200);
    expect(salesTaxOn(10_000, 'Quebec', today).lines[1]?.cents).toBe(998);
  });

  it('rounds each line on its own, so the tax is the sum of the lines shown', () => {
    // GST 5 % of $0.10 = 0.5 → 1; QST 9.975 % of $0.10 = 0.9975 → 1: two cents shown, two charged.
    const tax = salesTaxOn(10, 'Quebec', today);
    expect(tax.lines.map((line) => line.cents)).toEqual([1, 1]);
    expect(tax.taxCents).toBe(2);
    expect(tax.totalCents).toBe(12);
  });

  it('charges nothing on nothing', () => {
    expect(salesTaxOn(0, 'Nova Scotia', today)).toEqual({
      lines: [{ kind: 'HST', ratePercent: 14, cents: 0 }],
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('works to the cent on the largest amount a contract may state', () => {
    // $100,000,000.00 at 9.975 %: integers all the way, no precision lost.
    expect(salesTaxOn(10_000_000_000, 'Quebec', today).taxCents).toBe(1_497_500_000);
  });

  it('takes the rate in force on the date given', () => {
    expect(salesTaxOn(1_000_000, 'Nova Scotia', '2025-03-31').taxCents).toBe(150_000);
    expect(salesTaxOn(1_000_000, 'Nova Scotia', '2025-04-01').taxCents).toBe(140_000);
  });
});

describe('formatAmountWithTax', () => {
  it('writes the builder line with one tax', () => {
    expect(formatAmountWithTax(salesTaxOn(1_000_000, 'Ontario', today), 'en-CA', english)).toBe(
      '$10,000.00 + HST 13 % ($1,300.00) = $11,300.00',
    );
  });

  it('writes the builder line with two taxes', () => {
    expect(formatAmountWithTax(salesTaxOn(1_000_000, 'Quebec', today), 'en-CA', english)).toBe(
      '$10,000.00 + GST 5 % ($500.00) + QST 9.975 % ($997.50) = $11,497.50',
    );
    expect(formatAmountWithTax(salesTaxOn(123_456, 'Manitoba', today), 'en-CA', english)).toBe(
      '$1,234.56 + GST 5 % ($61.73) + RST 7 % ($86.42) = $1,382.71',
    );
  });

  it('writes numbers and money the way the locale does, and the taxes in its language', () => {
    expect(formatAmountWithTax(salesTaxOn(1_000_000, 'Quebec', today), 'fr-CA', french)).toBe(
      '10\u00a0000,00\u00a0$ + TPS 5\u00a0% (500,00\u00a0$) + TVQ 9,975\u00a0% (997,50\u00a0$) = 11\u00a0497,50\u00a0$',
    );
  });
});

describe('formatTaxRate and formatTaxLine', () => {
  it('writes a rate with up to three decimals and a spaced percent sign', () => {
    expect(formatTaxRate(13, 'en-CA', english)).toBe('13 %');
    expect(formatTaxRate(9.975, 'en-CA', english)).toBe('9.975 %');
    expect(formatTaxRate(9.975, 'fr-CA', french)).toBe('9,975\u00a0%');
  });

  it('writes one line with its tax, rate and amount', () => {
    expect(formatTaxLine({ kind: 'PST', ratePercent: 7, cents: 70_000 }, 'en-CA', english)).toBe(
      'PST 7 % ($700.00)',
    );
  });
});
