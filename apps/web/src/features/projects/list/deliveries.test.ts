import { describe, expect, it } from 'vitest';
import { deliveryPollInterval } from './deliveries';

describe('asking again for a contract’s deliveries', () => {
  const queued = [{ Name: 'Sarah Okafor', Email: 'sent' as const, Text: 'queued' as const }];

  it('asks again every 5 s while a message is queued', () => {
    expect(deliveryPollInterval(queued, 1)).toBe(5_000);
    expect(deliveryPollInterval(queued, 59)).toBe(5_000);
  });

  it('stops once nothing is queued, or after 60 answers for a line left open', () => {
    expect(deliveryPollInterval([{ Name: 'Sarah Okafor', Email: 'sent', Text: 'failed' }], 1)).toBe(false);
    expect(deliveryPollInterval(undefined, 0)).toBe(false);
    expect(deliveryPollInterval(queued, 60)).toBe(false);
  });
});
