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
 * When to try a delivery again after its `attempts`-th attempt failed at `failedAt`; null once that
 * would be past `webhookRetryHours` after the delivery was made (it has then failed for good).
 */
export function nextAttemptAt(createdAt: Date, attempts: number, failedAt: Date): Date | null {
  const delay = retryDelaysMs[Math.min(Math.max(attempts, 1), retryDelaysMs.length) - 1] ?? 10 * hour;
  const next = new Date(failedAt.getTime() + delay);
  const closes = createdAt.getTime() + integrationLimits.webhookRetryHours * hour;
  return next.getTime() > closes ? null : next;
}
