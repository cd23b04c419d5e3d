import { contractTypes } from '@tradepact/shared';
import { cancellationDeadline } from '@tradepact/shared/law/deadline';
import { describe, expect, it } from 'vitest';
import { consumerCancellationDeadline, consumerStatusOf } from './consumer.js';

const albertaContract = {
  type: contractTypes.client,
  clients: [{ IsBusiness: false }],
  province: 'Alberta',
  issuedOn: '2026-01-20',
  totalCost: 4_000,
};
// Friday 6 February 2026, 11:00 in Edmonton: the 10th day is Monday 16 February, Family Day.
const deliveredAt = new Date('2026-02-06T18:00:00Z');

describe('consumerStatusOf', () => {
  const consumer = { IsBusiness: false };
  const business = { IsBusiness: true };

  it('makes a client contract a consumer contract unless every client is a business; never a sub-contract', () => {
    expect(consumerStatusOf({ type: contractTypes.client, clients: [consumer] })).toBe(true);
    expect(consumerStatusOf({ type: contractTypes.client, clients: [business, consumer] })).toBe(true);
    expect(consumerStatusOf({ type: contractTypes.client, clients: [business, business] })).toBe(false);
    expect(consumerStatusOf({ type: contractTypes.subcontractor, clients: [consumer] })).toBe(false);
  });
});

describe('consumerCancellationDeadline', () => {
  it('is the deadline function’s, counted from the delivery: Alberta carries Family Day to the Tuesday', () => {
    const found = consumerCancellationDeadline(albertaContract, deliveredAt);
    expect(found).toEqual(cancellationDeadline('Alberta', deliveredAt));
    expect(found).toMatchObject({ plainLastDay: '2026-02-16', lastDay: '2026-02-17' });
  });

  it('is none for a sub-contract, a province without a rule, a business client, or a price at the threshold', () => {
    expect(
      consumerCancellationDeadline({ ...albertaContract, type: contractTypes.subcontractor }, deliveredAt),
    ).toBeUndefined();
    expect(
      consumerCancellationDeadline({ ...albertaContract, province: 'Manitoba' }, deliveredAt),
    ).toBeUndefined();
    expect(
      consumerCancellationDeadline({ ...albertaContract, clients: [{ IsBusiness: true }] }, deliveredAt),
    ).toBeUndefined();
    // Alberta's rule is for contracts over $25 with tax: $23.81 plus 5 % GST is $25.00.
    expect(
      consumerCancellationDeadline({ ...albertaContract, totalCost: 23.81 }, deliveredAt),
    ).toBeUndefined();
    expect(consumerCancellationDeadline({ ...albertaContract, totalCost: 23.82 }, deliveredAt)).toBeDefined();
  });
});
