import { definePeriodicSweep } from '../../jobs/job.js';

/**
 * The daily reminders to invoice a holdback that may be released (holdback-reminders.ts), as a
 * periodic job (jobs/schedules.ts). A reminder is taken once per contract and day, so a retry or a
 * second server's run sends nothing twice.
 */
export const holdbackRemindersJob = definePeriodicSweep('payments.holdback-reminders', 600);
