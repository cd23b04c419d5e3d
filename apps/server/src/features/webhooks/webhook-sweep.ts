import { integrationLimits } from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { JobQueue } from '../../queue/queue.js';
import { deliverWebhookJob } from './deliver-webhook.job.js';
import { abandonedAttempts, deleteFinishedDeliveries } from './webhook-deliveries.repository.js';

const hour = 3_600_000;
const day = 24 * hour;

/** An attempt under way this long was abandoned: a request is cut at 10 s and a run at a minute. */
const abandonedAfterMs = hour;
/** Attempts picked up again in one sweep; the next sweep takes the rest. */
const batch = 500;

export interface WebhookSweepDeps {
  db: Db;
  queue: JobQueue;
  now?: () => Date;
}

/**
 * The webhooks' hourly housekeeping (issue 34 §2), a periodic job: an attempt left marked under way by
 * a run that is gone gets a job again, which counts it failed and schedules the next try (so no
 * delivery stays Pending for ever); and finished deliveries older than `webhookDeliveryRetentionDays`
 * are deleted (an endpoint's page lists its last 50; the events themselves stay on the contracts'
 * trails).
 */
export function webhookSweep({ db, queue, now = () => new Date() }: WebhookSweepDeps) {
  return async (): Promise<{ resumed: number; deleted: number }> => {
    const at = now().getTime();
    const abandoned = await abandonedAttempts(db, new Date(at - abandonedAfterMs), batch);
    for (const delivery of abandoned) {
      await db.transaction((tx) =>
        queue.enqueue(tx, deliverWebhookJob, { deliveryId: delivery.id, attempt: delivery.attempts }),
      );
    }
    const retention = integrationLimits.webhookDeliveryRetentionDays * day;
    const deleted = await deleteFinishedDeliveries(db, new Date(at - retention));
    return { resumed: abandoned.length, deleted };
  };
}
