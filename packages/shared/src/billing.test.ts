import { describe, expect, it } from 'vitest';
import { addMonths, formatInvoiceNumber, keptTrialEnd, priceCheckout, quotaWindow } from './billing.js';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('keeps the day of the month and the time of day', () => {
    expect(addMonths(at('2026-11-24T15:30:00Z'), 1).toISOString()).toBe('2026-12-24T15:30:00.000Z');
    expect(addMonths(at('2026-11-24T15:30:00Z'), 12).toISOString()).toBe('2027-11-24T15:30:00.000Z');
  });

  it('bills a month-end anchor on the last day of a shorter month', () => {
    expect(addMonths(at('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(at('2026-01-31T12:00:00Z'), 2).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});

describe('keptTrialEnd', () => {
  const now = at('2026-11-28T12:00:00Z');

  it('keeps a trial that ends 48 hours or more from now', () => {
    expect(keptTrialEnd(at('2026-12-07T12:00:00Z'), now)).toEqual(at('2026-12-07T12:00:00Z'));
    expect(keptTrialEnd(at('2026-11-30T12:00:00Z'), now)).toEqual(at('2026-11-30T12:00:00Z'));
  });

  it('keeps nothing without a trial, after it, or under 48 hours before its end', () => {
    expect(keptTrialEnd(null, now)).toBeNull();
    expect(keptTrialEnd(at('2026-11-27T12:00:00Z'), now)).toBeNull();
    expect(keptTrialEnd(at('2026-11-30T11:59:59Z'), now)).toBeNull();
  });
});

describe('quotaWindow', () => {
  const anchor = at('2026-01-31T10:00:00Z');

  it('counts an annual plan’s quota month by month from its anchor', () => {
    expect(quotaWindow(anchor, at('2026-03-15T00:00:00Z'))).toEqual({
      start: at('2026-02-28T10:00:00Z'),
      end: at('2026-03-31T10:00:00Z'),
    });
  });

  it('starts the next window at the boundary instant, not a moment later', () => {
    const window = quotaWindow(anchor, at('2026-03-31T10:00:00Z'));
    expect(window.start).toEqual(at('2026-03-31T10:00:00Z'));
    const before = quotaWindow(anchor, at('2026-03-31T09:59:59.999Z'));
    expect(before.end).toEqual(at('2026-03-31T10:00:00Z'));
  });

  it('answers the first window for an instant before the anchor', () => {
    expect(quotaWindow(anchor, at('2026-01-01T00:00:00Z')).start).toEqual(anchor);
  });
});

describe('priceCheckout', () => {
  it('charges the province’s taxes on the discounted price', () => {
    const price = priceCheckout({
      amountCents: 2900,
      discount: { percentOff: 20 },
      creditBalanceCents: 0,
      province: 'Quebec',
      onDate: '2026-11-24',
    });
    expect(price).toMatchObject({
      discountCents: 580,
      taxableCents: 2320,
      taxCents: 116 + 231,
      totalCents: 2667,
    });
    expect(price.taxRatePercent).toBe(14.975);
  });

  it('uses the credit before charging, taxes included, never below zero', () => {
    const some = priceCheckout({
      amountCents: 2900,
      discount: null,
      creditBalanceCents: 1000,
      province: 'Ontario',
      onDate: '2026-11-24',
    });
    expect(some).toMatchObject({ taxableCents: 2900, taxCents: 377, creditCents: 1000, totalCents: 2277 });
    const all = priceCheckout({
      amountCents: 1000,
      discount: { amountOffCents: 400 },
      creditBalanceCents: 5000,
      province: 'Ontario',
      onDate: '2026-11-24',
    });
    expect(all).toMatchObject({ discountCents: 400, taxCents: 78, creditCents: 678, totalCents: 0 });
  });

  it('never discounts more than the price', () => {
    const price = priceCheckout({
      amountCents: 1000,
      discount: { amountOffCents: 5000 },
      creditBalanceCents: 0,
      province: 'Alberta',
      onDate: '2026-11-24',
    });
    expect(price).toMatchObject({ discountCents: 1000, totalCents: 0 });
  });

  it('charges HST 14 % in Nova Scotia since April 2025, 15 % before', () => {
    const args = { amountCents: 10000, discount: null, creditBalanceCents: 0, province: 'Nova Scotia' };
    expect(priceCheckout({ ...args, onDate: '2025-04-01' }).taxCents).toBe(1400);
    expect(priceCheckout({ ...args, onDate: '2025-03-31' }).taxCents).toBe(1500);
  });
});

describe('formatInvoiceNumber', () => {
  it('pads the sequential number', () => {
    expect(formatInvoiceNumber(42)).toBe('INV-000042');
  });
});
