import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { SigningReminderSchedule } from '@tradepact/shared';
import type { Queryable } from '../../db/database.js';
import {
  projects,
  signingReminderDefaults,
  signingReminderSchedules,
  signingReminders,
} from '../../db/schema/index.js';

export type ReminderRow = typeof signingReminders.$inferSelect;
export type ReminderStatus = 'scheduled' | 'sent' | 'cancelled' | 'stopped';
export type Channel = 'email' | 'text';

type ScheduleRow = typeof signingReminderSchedules.$inferSelect;

const scheduleOfRow = (row: Omit<ScheduleRow, 'contractId'>): SigningReminderSchedule => ({
  Enabled: row.enabled,
  FirstAfterDays: row.firstAfterDays,
  EveryDays: row.everyDays,
  DayBeforeExpiry: row.dayBeforeExpiry,
  MaxCount: row.maxCount,
});

const columnsOf = (schedule: SigningReminderSchedule) => ({
  enabled: schedule.Enabled,
  firstAfterDays: schedule.FirstAfterDays,
  everyDays: schedule.EveryDays,
  dayBeforeExpiry: schedule.DayBeforeExpiry,
  maxCount: schedule.MaxCount,
  updatedAt: new Date(),
});

/** The account's default schedule, if it saved one. */
export async function defaultOf(db: Queryable, userId: string): Promise<SigningReminderSchedule | undefined> {
  const [row] = await db
    .select()
    .from(signingReminderDefaults)
    .where(eq(signingReminderDefaults.userId, userId));
  return row && scheduleOfRow(row);
}

export async function storeDefault(db: Queryable, userId: string, schedule: SigningReminderSchedule) {
  const columns = columnsOf(schedule);
  await db
    .insert(signingReminderDefaults)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: signingReminderDefaults.userId, set: columns });
}

/** A contract's schedule; undefined for one sent before reminders existed. */
export async function scheduleOf(
  db: Queryable,
  contractId: string,
): Promise<SigningReminderSchedule | undefined> {
  const [row] = await db
    .select()
    .from(signingReminderSchedules)
    .where(eq(signingReminderSchedules.contractId, contractId));
  return row && scheduleOfRow(row);
}

export async function saveSchedule(tx: Queryable, contractId: string, schedule: SigningReminderSchedule) {
  const columns = columnsOf(schedule);
  await tx
    .insert(signingReminderSchedules)
    .values({ contractId, ...columns })
    .onConflictDoUpdate({ target: signingReminderSchedules.contractId, set: columns });
}

export async function insertReminder(
  tx: Queryable,
  row: { contractId: string; emailAt: Date; textAt: Date | null },
): Promise<ReminderRow> {
  const [inserted] = await tx.insert(signingReminders).values(row).returning();
  if (!inserted) throw new Error('signing reminder insert returned nothing');
  return inserted;
}

export async function updateReminder(
  tx: Queryable,
  id: string,
  change: Partial<Omit<ReminderRow, 'id' | 'contractId' | 'createdAt'>> & { status?: ReminderStatus },
): Promise<void> {
  await tx.update(signingReminders).set(change).where(eq(signingReminders.id, id));
}

export async function reminderById(db: Queryable, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(signingReminders).where(eq(signingReminders.id, id));
  return row;
}

/** Locks a reminder until the transaction ends: its two jobs, and a change of schedule, cannot cross. */
export async function lockReminder(tx: Queryable, id: string): Promise<ReminderRow | undefined> {
  const [row] = await tx.select().from(signingReminders).where(eq(signingReminders.id, id)).for('update');
  return row;
}

/** A contract's reminders still to go, soonest first. */
export async function scheduledReminders(db: Queryable, contractId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(signingReminders)
    .where(and(eq(signingReminders.contractId, contractId), eq(signingReminders.status, 'scheduled')))
    .orderBy(asc(signingReminders.emailAt));
}

/** Cancels a contract's reminders still to go (their jobs will find them so). */
export async function cancelScheduled(tx: Queryable, contractId: string): Promise<void> {
  await tx
    .update(signingReminders)
    .set({ status: 'cancelled' })
    .where(and(eq(signingReminders.contractId, contractId), eq(signingReminders.status, 'scheduled')));
}

/** How many of a contract's reminders went (their emails, whoever they reached). */
export async function sentCount(db: Queryable, contractId: string): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(signingReminders)
    .where(and(eq(signingReminders.contractId, contractId), isNotNull(signingReminders.emailDoneAt)));
  return row?.sent ?? 0;
}

/** The province of a contract's project: its recipients' clocks. */
export async function projectProvince(db: Queryable, projectId: string | null): Promise<string | undefined> {
  if (!projectId) return undefined;
  const [row] = await db
    .select({ province: projects.province })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.province;
}
