import { z } from 'zod';
import { signingReminderLimits, type SigningReminderSchedule } from '../signing-reminders.js';
import { endpoint } from './endpoint.js';

const { minDays, maxDays, minCount, maxCount } = signingReminderLimits;
const days = z
  .number({ error: 'signingReminderDaysRange' })
  .int({ error: 'signingReminderDaysRange' })
  .min(minDays, { error: 'signingReminderDaysRange' })
  .max(maxDays, { error: 'signingReminderDaysRange' });

/** A schedule of reminders to sign, as Settings and the contract line's dialog send and show it. */
export const signingReminderScheduleSchema = z.object({
  Enabled: z.boolean(),
  FirstAfterDays: days,
  EveryDays: days,
  DayBeforeExpiry: z.boolean(),
  MaxCount: z
    .number({ error: 'signingReminderCountRange' })
    .int({ error: 'signingReminderCountRange' })
    .min(minCount, { error: 'signingReminderCountRange' })
    .max(maxCount, { error: 'signingReminderCountRange' }),
}) satisfies z.ZodType<SigningReminderSchedule>;

/** A sent contract's reminders: its schedule, what went, what is still to go. */
export const contractSigningRemindersSchema = z.object({
  Schedule: signingReminderScheduleSchema,
  /** Reminders sent so far. */
  Sent: z.number().int(),
  /** ISO times the reminders still to come will be emailed, soonest first (texts keep quiet hours). */
  Upcoming: z.array(z.string()),
  /** The zone their days are told in: the project province's, the recipients' clocks. */
  TimeZone: z.string(),
  /** Whether the schedule may still change: the contract waits for signatures. */
  IsChangeable: z.boolean(),
});
export type ContractSigningReminders = z.infer<typeof contractSigningRemindersSchema>;

/** Reminders to sign (issue 32 §3): a contract's, from its line in My Projects, and the account's default. */
export const signingRemindersApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/app/contract/signingreminders',
    summary: 'A sent contract’s reminders to sign: its schedule, how many went and when the next ones go',
    access: 'signedIn',
    keyScope: null,
    query: z.object({ id: z.string() }),
    data: contractSigningRemindersSchema,
  }),
  change: endpoint({
    method: 'PUT',
    path: '/api/app/contract/signingreminders',
    summary:
      'Turns a contract’s reminders to sign off, or changes their days; the reminders still to come are planned again',
    access: 'signedIn',
    keyScope: null,
    body: signingReminderScheduleSchema.extend({ Id: z.uuid({ error: 'commonNotFound' }) }),
    data: contractSigningRemindersSchema,
  }),
  readDefault: endpoint({
    method: 'GET',
    path: '/api/app/settings/signingreminders',
    summary: 'The schedule of reminders to sign each contract the account sends starts with',
    access: 'signedIn',
    keyScope: null,
    data: signingReminderScheduleSchema,
  }),
  saveDefault: endpoint({
    method: 'PUT',
    path: '/api/app/settings/signingreminders',
    summary: 'Saves the schedule of reminders to sign for the contracts the account sends from now on',
    access: 'signedIn',
    keyScope: null,
    body: signingReminderScheduleSchema,
    data: signingReminderScheduleSchema,
  }),
};
