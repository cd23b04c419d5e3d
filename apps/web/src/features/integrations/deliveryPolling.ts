import type { WebhookDelivery } from '@tradepact/shared';

/** How soon a delivery being tried now is read again: the first attempt takes a second or two. */
const soonMs = 2_000;
/** A try due later is read again when it is due, but the list at least this often (one may be resent elsewhere). */
const atMostMs = 60_000;
/** The server records a try a moment after its time: read a little after it. */
const afterDueMs = 1_000;

/**
 * When to read an endpoint's deliveries again (TanStack Query's refetchInterval): never while none
 * is pending; soon while one is being tried (no next time yet, or its time has come); else shortly
 * after the soonest next try, within a minute, so "next try at 9:42" turns into its outcome on its own.
 */
export function deliveriesRefreshMs(deliveries: readonly WebhookDelivery[], now: number): number | false {
  const waits = deliveries
    .filter((delivery) => delivery.Status === 'pending')
    .map((delivery) =>
      delivery.NextAttemptTime === null ? 0 : Date.parse(delivery.NextAttemptTime) - now + afterDueMs,
    );
  if (waits.length === 0) return false;
  return Math.min(Math.max(Math.min(...waits), soonMs), atMostMs);
}
