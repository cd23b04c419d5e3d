import { definePeriodicSweep } from '../../jobs/job.js';

/**
 * The automatic reminders of overdue invoices (overdue-reminders.ts), as a periodic job
 * (jobs/schedules.ts). Each reminder is counted on its invoice in the transaction that sends it, so a
 * retry or a second server's run sends nothing twice.
 */
export const overdueRemindersJob = definePeriodicSweep('reminders.overdue', 600);
