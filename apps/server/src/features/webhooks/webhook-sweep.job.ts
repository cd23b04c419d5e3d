import { definePeriodicSweep } from '../../jobs/job.js';

/** The webhooks' housekeeping (webhook-sweep.ts), as a periodic job (jobs/schedules.ts). */
export const webhookSweepJob = definePeriodicSweep('webhooks.sweep', 600);
