import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.js';
import { users } from './users.js';

/** The columns of a schedule of reminders to sign (shared `SigningReminderSchedule`). */
const scheduleColumns = () => ({
  enabled: boolean('enabled').notNull(),
  firstAfterDays: smallint('first_after_days').notNull(),
  everyDays: smallint('every_days').notNull(),
  dayBeforeExpiry: boolean('day_before_expiry').notNull(),
  maxCount: smallint('max_count').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bounds of `signingReminderLimits`, kept by the database too. */
const scheduleChecks = (
  name: string,
  table: Record<'firstAfterDays' | 'everyDays' | 'maxCount', AnyPgColumn>,
) => [
  check(
    `${name}_days_check`,
    sql`${table.firstAfterDays} between 1 and 30 and ${table.everyDays} between 1 and 30`,
  ),
  check(`${name}_count_check`, sql`${table.maxCount} between 1 and 10`),
];

/**
 * The schedule of reminders to sign an account's contracts start with (Settings); an account without
 * a row has the default (shared `defaultSigningReminders`).
 */
export const signingReminderDefaults = pgTable(
  'signing_reminder_defaults',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...scheduleColumns(),
  },
  (table) => scheduleChecks('signing_reminder_defaults', table),
);

/**
 * A sent contract's schedule of reminders to sign (issue 32 §3): the account's default, copied when
 * it was sent, then as its contractor changed it. A contract sent before reminders existed has none.
 */
export const signingReminderSchedules = pgTable(
  'signing_reminder_schedules',
  {
    contractId: uuid('contract_id')
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    ...scheduleColumns(),
  },
  (table) => scheduleChecks('signing_reminder_schedules', table),
);

/**
 * One reminder to sign of a contract, to everyone who has not signed when it goes: its email at
 * `emailAt`, its text at `textAt` (after quiet hours) by two queue jobs. Each job acts only while the
 * row is 'scheduled' and names it, and marks its channel done in the transaction that queues the
 * messages, so a retried job, or the same job on two servers, sends nothing twice. 'cancelled': the
 * contractor changed or stopped the schedule; 'stopped': the contract no longer waited for signatures.
 */
export const signingReminders = pgTable(
  'signing_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('scheduled'),
    emailAt: timestamp('email_at', { withTimezone: true }).notNull(),
    /** Null: no text, as 08:00 comes after the offer lapses. */
    textAt: timestamp('text_at', { withTimezone: true }),
    emailJobId: text('email_job_id'),
    textJobId: text('text_job_id'),
    /** When each channel's job did its work, whoever it reached. */
    emailDoneAt: timestamp('email_done_at', { withTimezone: true }),
    textDoneAt: timestamp('text_done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('signing_reminders_contract_idx').on(table.contractId, table.emailAt),
    check(
      'signing_reminders_status_check',
      sql`${table.status} in ('scheduled', 'sent', 'cancelled', 'stopped')`,
    ),
  ],
);
