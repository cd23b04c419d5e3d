import {
  contractStatuses,
  formatDateTime,
  timeZoneOf,
  uuidPattern,
  type PaymentReminder,
} from '@tradepact/shared';
import type { Db } from '../../db/database.js';
import type { AddressFields } from '../../db/address.js';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/app-error.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { contractsPolicy } from '../contracts/contracts.policy.js';
import type { ContractRow } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { sentLanguage, signersOfContracts } from '../signing/signers.service.js';
import { queueReminder, recipientsOf } from './reminder-delivery.js';
import { defaultMessage } from './reminder-message.js';
import { amountText, receivableFactsOf, reminderTerms } from './reminder-terms.js';
import { termInvoices } from './term-invoices.js';
import {
  insertReminder,
  lockOwnedReminder,
  projectAddress,
  remindersOf,
  serialiseOwnerSends,
  updateReminder,
  type ReminderRow,
} from './reminders.repository.js';
import { sendReminderJob } from './send-reminder.job.js';
import { dailyTextCap, textDayOf } from './daily-cap.js';

/** Doc 2 §5: a reminder may be set up to a day in the past (it is then sent at once), not earlier. */
const oldestScheduleMs = 24 * 60 * 60 * 1000;

const emptyAddress: AddressFields = { Address: '', Unit: '', City: '', Province: '', PostalCode: '' };

/** The property's address, for other features' messages (issue 33's pay page names it). */
export { projectAddress };

export interface ReminderInput {
  message: string;
  /** ISO time, or null to send now. */
  scheduledTime: string | null;
}

/** A reminder sent now (scheduledFor null) or saved for later, and the zone whose clocks tell its time. */
export interface Dispatched {
  id: string;
  scheduledFor: Date | null;
  /** The project province's (DECISIONS "Contracts 3 of 3"), not the contractor's. */
  timeZone: string;
}

/** When a reminder goes: now, or at a later instant. */
interface Timing {
  now: boolean;
  at: Date;
}

export const reminderDto = (row: ReminderRow): PaymentReminder => ({
  Id: row.id,
  TermId: row.termId,
  Message: row.message,
  ScheduledTime: row.scheduledFor?.toISOString() ?? null,
  Status: row.status as PaymentReminder['Status'],
  SentTime: row.sentAt?.toISOString() ?? null,
});

/** Doc 2 §4, §5: a time that cannot be read or lies more than a day back is refused. */
function timingOf(scheduledTime: string | null, now: Date): Timing {
  if (scheduledTime === null) return { now: true, at: now };
  const at = /^\d{4}-\d{2}-\d{2}T/.test(scheduledTime) ? new Date(scheduledTime) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw badRequest('paymentReminderDateRequired');
  if (at.getTime() < now.getTime() - oldestScheduleMs) throw badRequest('paymentReminderDateTooOld');
  return at.getTime() <= now.getTime() ? { now: true, at: now } : { now: false, at };
}

/**
 * Doc 2 §4: reminders are for a signed contract. Issue 33 §4 widens doc 2's "by percentage or by
 * milestone": the deposit and the terms of every mode are owed, so every mode is reminded.
 */
function checkRemindable(contract: ContractRow): void {
  if (contract.status !== contractStatuses.signed) throw new AppError(409, 'paymentReminderNotSigned');
  // Its client cancelled it within the period (issue 31 §2): nothing is owed on it.
  if (contract.clientCancelledAt) throw new AppError(409, 'paymentReminderCancelledByClient');
}

export interface RemindersDeps {
  db: Db;
  notifier: Notifier;
  queue: JobQueue;
  publicUrl: string;
  /** Opens an invoice's sealed pay key: a reminder carries its pay link (issue 33 §4). */
  linkKey: Buffer;
  now?: () => Date;
}

/** Payment reminders of a contractor's signed contracts (doc 2 §4, §5, §7; issue 33 §4). */
export function remindersService({
  db,
  notifier,
  queue,
  publicUrl,
  linkKey,
  now = () => new Date(),
}: RemindersDeps) {
  const policy = contractsPolicy(db);
  const business = businessService(db);
  const invoicesOf = termInvoices(publicUrl, linkKey);

  /**
   * Refuses a reminder whose texts would take the day it goes past the cap: the texts sent that day
   * and those still scheduled on it, with this reminder's.
   */
  async function checkDailyCap(
    tx: Transaction,
    ownerId: string,
    province: string,
    at: Date,
    texts: number,
    except: string | null,
  ): Promise<void> {
    if (texts === 0) return;
    const day = await textDayOf(tx, ownerId, province, at, except);
    if (day.texts + texts <= dailyTextCap) return;
    throw tooManyRequests((day.ends.getTime() - now().getTime()) / 1000, 'paymentReminderDailyCap', {
      limit: dailyTextCap,
      sent: day.texts,
      date: day.date,
      count: texts,
    });
  }

  /**
   * Sends now (the messages queued, the row 'sent') or stores the reminder 'scheduled' with a queue
   * job due at its time; the job's id on the row is what makes that job, and no other, send it.
   */
  async function dispatch(
    tx: Transaction,
    ownerId: string,
    contract: ContractRow,
    termId: string,
    input: ReminderInput,
    existing: ReminderRow | null,
  ): Promise<Dispatched> {
    const timing = timingOf(input.scheduledTime, now());
    const [profile, signers, property, language, invoices] = await Promise.all([
      business.read(ownerId, tx),
      signersOfContracts(tx, [contract.id]),
      projectAddress(tx, contract.projectId),
      sentLanguage(tx, contract.id),
      invoicesOf(tx, contract.id),
    ]);
    const timeZone = timeZoneOf(property?.Province);
    const recipients = recipientsOf(signers);
    const facts = receivableFactsOf(contract, profile.Province, property?.Province ?? '');
    const term = reminderTerms(contract.data.Payment, facts, language, invoices).find(
      (one) => one.id === termId,
    );
    if (!term) throw badRequest('paymentReminderTermNotFound');
    if (recipients.texts.length === 0 && recipients.emails.length === 0)
      throw new AppError(409, 'paymentReminderNoRecipient');
    await checkDailyCap(
      tx,
      ownerId,
      profile.Province,
      timing.at,
      recipients.texts.length,
      existing?.id ?? null,
    );
    const fields = { message: input.message, scheduledFor: timing.now ? null : timing.at };
    const row = existing
      ? (await updateReminder(tx, existing.id, fields), existing)
      : await insertReminder(tx, { contractId: contract.id, termId, ...fields });
    if (timing.now) {
      const counts = await queueReminder(notifier, tx, {
        contract,
        language,
        business: profile,
        term,
        message: input.message,
        recipients,
        texts: true,
      });
      await updateReminder(tx, row.id, { status: 'sent', sentAt: timing.at, jobId: null, ...counts });
      return { id: row.id, scheduledFor: null, timeZone };
    }
    const jobId = await queue.enqueue(tx, sendReminderJob, { reminderId: row.id }, { startAfter: timing.at });
    await updateReminder(tx, row.id, { status: 'scheduled', jobId });
    return { id: row.id, scheduledFor: timing.at, timeZone };
  }

  return {
    /**
     * The modal's terms (doc 2 §4, §9) and the contract's reminders: the payments still owed (an
     * invoice paid in full is not) as the contractor's page names them (`language`), each default
     * message as the client will read it, in the contract's language.
     */
    async terms(userId: string, id: string, language: string) {
      const contract = await policy.ownContract({ userId }, id);
      checkRemindable(contract);
      const [profile, property, reminders, clientsLanguage, invoices] = await Promise.all([
        business.read(userId),
        projectAddress(db, contract.projectId),
        remindersOf(db, contract.id),
        sentLanguage(db, contract.id),
        invoicesOf(db, contract.id),
      ]);
      const facts = receivableFactsOf(contract, profile.Province, property?.Province ?? '');
      const clientsTerms = reminderTerms(contract.data.Payment, facts, clientsLanguage, invoices);
      const lastSent = (termId: string) =>
        reminders
          .filter((row) => row.termId === termId && row.status === 'sent' && row.sentAt)
          .map((row) => row.sentAt as Date)
          .sort((a, b) => b.getTime() - a.getTime())[0];
      return {
        Terms: reminderTerms(contract.data.Payment, facts, language, invoices).map((term) => ({
          Id: term.id,
          Name: term.name,
          AmountText: amountText(term, language),
          RemindedTime: lastSent(term.id)?.toISOString() ?? null,
          DefaultMessage: defaultMessage(
            clientsLanguage,
            clientsTerms.find((one) => one.id === term.id) ?? term,
            profile,
            property ?? emptyAddress,
          ),
        })),
        Reminders: reminders.map(reminderDto),
        TimeZone: timeZoneOf(property?.Province),
      };
    },

    async send(userId: string, input: ReminderInput & { id: string; termId: string }) {
      return db.transaction(async (tx) => {
        await serialiseOwnerSends(tx, userId);
        const contract = await policy.ownContract({ userId }, input.id, tx);
        checkRemindable(contract);
        return dispatch(tx, userId, contract, input.termId, input, null);
      });
    },

    /** A scheduled reminder's new text and time; its old job will find the row changed. */
    async update(userId: string, reminderId: string, input: ReminderInput) {
      return db.transaction(async (tx) => {
        await serialiseOwnerSends(tx, userId);
        const reminder = await ownScheduled(tx, userId, reminderId);
        const contract = await policy.ownContract({ userId }, reminder.contractId, tx);
        return dispatch(tx, userId, contract, reminder.termId, input, reminder);
      });
    },

    async cancel(userId: string, reminderId: string) {
      await db.transaction(async (tx) => {
        const reminder = await ownScheduled(tx, userId, reminderId);
        await updateReminder(tx, reminder.id, { status: 'cancelled', jobId: null });
      });
    },

    /** "2025-06-01 2:30 p.m.": when a scheduled reminder goes, on the project's clocks. */
    localTime: (at: Date, timeZone: string, language: string) =>
      formatDateTime(at, timeZone, `${language}-CA`),
  };
}

/** The caller's reminder while it is still scheduled: another account's is a 404, a sent or cancelled one a 409. */
async function ownScheduled(tx: Transaction, userId: string, reminderId: string): Promise<ReminderRow> {
  const reminder = uuidPattern.test(reminderId) ? await lockOwnedReminder(tx, userId, reminderId) : undefined;
  if (!reminder) throw notFound();
  if (reminder.status !== 'scheduled') throw new AppError(409, 'paymentReminderNotScheduled');
  return reminder;
}
