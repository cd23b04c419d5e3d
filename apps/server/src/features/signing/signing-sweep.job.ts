import { definePeriodicSweep } from '../../jobs/job.js';

/**
 * The signing sweeps (lost seals, lapsed offers) as a periodic job: jobs/schedules.ts runs it once per
 * period whichever server's clock claims the occurrence. A run repeats nothing a run before it did
 * (a requeued seal is a singleton, a lapse is told once), so a retry is harmless.
 */
export const signingSweepJob = definePeriodicSweep('signing.sweep', 240);
