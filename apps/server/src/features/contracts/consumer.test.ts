import { contractTypes } from '@tradepact/shared';
import { cancellationDeadline } from '@tradepact/shared/law/deadline';
import { describe, expect, it } from 'vitest';
import { consumerCancellationDeadline, consumerStatusOf } from './consumer.js';

const albertaContract = {
  type: contractTypes.client,
  province: 'Alberta',
  issuedOn: '2026-01-20',
  totalCost: 4_000,
};
// Friday 6 February 2026, 11:00 in Edmonton: the 10th day is Monday 16 February, Family Day.
const deliveredAt = new Date('2026-02-06T18:00:00Z');

describe('consumerStatusOf', () => {
  it('makes every client contract a consumer contract, and no sub-contract', () => {
    expect(consumerStatusOf({ type: contractTypes.client })).toBe(true);
    expect(consumerStatusOf({ type: contractTypes.subcontractor })).toBe(false);
  });
});

describe('consumerCancellationDeadline', () => {
  it('is the deadline function’s, counted from the delivery: Alberta carries Family Day to the Tuesday', () => {
    const found = consumerCancellationDeadline(albertaContract, deliveredAt);
    expect(found).toEqual(cancellationDeadline('Alberta', deliveredAt));
    expect(found).toMatchObject({ plainLastDay: '2026-02-16', lastDay: '2026-02-17' });
  });

  it('is none for a sub-contract, a province without a rule, or a price at the threshold', () => {
    expect(
      consumerCancellationDeadline({ ...albertaContract, type: contractTypes.subcontractor }, deliveredAt),
    ).toBeUndefined();
    expect(
      consumerCancellationDeadline({ ...albertaContract, province: 'Manitoba' }, deliveredAt),
    ).toBeUndefined();
    // Alberta's rule is for contracts over $25 with tax: $23.81 plus 5 % GST is $25.00.
    expect(
      consumerCancellationDeadline({ ...albertaContract, totalCost: 23.81 }, deliveredAt),
    ).toBeUndefined();
    expect(consumerCancellationDeadline({ ...albertaContract, totalCost: 23.82 }, deliveredAt)).toBeDefined();
  });
});
