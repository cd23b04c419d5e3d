import { integrationLimits } from '@tradepact/shared';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The wait after each failed attempt (the schedule Standard Webhooks' reference service uses): an
 * endpoint down for a moment gets the event seconds later, one down for hours still gets it that day.
 * After the last, attempts stay 10 hours apart until the retry window closes.
 */
export const retryDelaysMs = [5 * second, 5 * minute, 30 * minute, 2 * hour, 5 * hour, 10 * hour] as const;

/**
 * When to try a delivery again after its `attempts`-th attempt failed at `failedAt`. A wait that would
 * end past `webhookRetryHours` after the delivery was made is cut to that moment, a last try as the
 * window closes (so an endpoint back within the day still gets the event); null after that last try.
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date): Date | null {
  const delay = retryDelaysMs[Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1] ?? 10 * hour;
  const next = failedAt.getTime() + delay;
  const closes = createdAt.getTime() + integrationLimits.webhookRetryHours * hour;
  if (next <= closes) return new Date(next);
  return closes - failedAt.getTime() >= retryDelaysMs[0] ? new Date(closes) : null;
}
