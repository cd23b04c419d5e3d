import { definePeriodicSweep } from '../../jobs/job.js';

/**
 * Removes the recipients' signature images that no signer names (signature-files.ts), as a periodic
 * job (jobs/schedules.ts): once an hour on one server. Deleting what is already gone is harmless, so a
 * retry or an overlapping run does no harm.
 */
export const signatureSweepJob = definePeriodicSweep('signing.signature-sweep', 900);
