import { describe, expect, it } from 'vitest';
import { deliveriesRefreshMs } from './deliveryPolling';
import { aDelivery } from './testing';

const now = Date.parse('2026-11-28T15:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('when an endpoint’s deliveries are read again', () => {
  it('never while none is pending', () => {
    expect(deliveriesRefreshMs([], now)).toBe(false);
    expect(deliveriesRefreshMs([aDelivery(), aDelivery({ Status: 'failed' })], now)).toBe(false);
  });

  it('in two seconds while one is being tried: no next time yet, or its time has come', () => {
    expect(
      deliveriesRefreshMs([aDelivery(), aDelivery({ Status: 'pending', NextAttemptTime: null })], now),
    ).toBe(2_000);
    expect(
      deliveriesRefreshMs([aDelivery({ Status: 'pending', NextAttemptTime: inSeconds(-30) })], now),
    ).toBe(2_000);
  });

  it('a second after the soonest next try, and at least every minute', () => {
    const pending = (seconds: number) =>
      aDelivery({ Status: 'pending', NextAttemptTime: inSeconds(seconds) });
    expect(deliveriesRefreshMs([pending(300), pending(20)], now)).toBe(21_000);
    expect(deliveriesRefreshMs([pending(3_600)], now)).toBe(60_000);
  });
});
