import { addDays, calendarDateIn, isTextTime, timeZoneOf } from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AddressFields } from '../../db/address.js';
import type { Notifier } from '../../notify/notifier.js';
import type { Transaction } from '../../queue/queue.js';
import { contractById } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { sentLanguage, signersOfContracts } from '../signing/signers.service.js';
import { dailyTextCap, textDayOf } from './daily-cap.js';
import { queueReminder, recipientsOf } from './reminder-delivery.js';
import { defaultMessage } from './reminder-message.js';
import { receivableFactsOf, reminderTerms } from './reminder-terms.js';
import { insertReminder, invoicesOwedOf, projectAddress } from './reminders.repository.js';
import { lockInvoice, markOverdueReminded, overdueInvoices } from './overdue-reminders.repository.js';
import { termInvoices } from './term-invoices.js';

/** The first automatic reminder, days after the due day; the next ones, days after the one before. */
const firstAfterDays = 3;
const thenEveryDays = 7;
const batch = 200;
const dayMs = 24 * 60 * 60 * 1000;

const emptyAddress: AddressFields = { Address: '', Unit: '', City: '', Province: '', PostalCode: '' };

type Candidate = Awaited<ReturnType<typeof overdueInvoices>>[number];

export interface OverdueReminderDeps {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
  /** Opens an invoice's sealed pay key: the reminder carries the invoice's own link. */
  linkKey: Buffer;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The day an invoice's next automatic reminder is due, on the clocks of `zone`. */
function nextReminderOn(candidate: Candidate, zone: string): string {
  return candidate.remindedAt
    ? addDays(calendarDateIn(candidate.remindedAt, zone), thenEveryDays)
    : addDays(candidate.dueOn, firstAfterDays);
}

/**
 * Issue 33 §4: an overdue invoice is reminded without its contractor when they turned it on
 * (payment_settings.overdue_reminders, off by default): 3 days after its due day, then a week after
 * each, 3 times at most, while it is unpaid, not disputed and no payment is on its way. By email and
 * text, as the contractor's own reminder with its pay link, never between 21:00 and 08:00 on the
 * project's clocks (the signing reminders' quiet hours): the hourly sweep waits for the morning.
 * Each is taken under the invoice's row lock and counted on it in the transaction that queues the
 * messages, so two servers' sweeps, or a retry, send it once.
 */
export function overdueReminderSweep({
  db,
  notifier,
  publicUrl,
  linkKey,
  log,
  now = () => new Date(),
}: OverdueReminderDeps) {
  const business = businessService(db);
  const invoicesOf = termInvoices(publicUrl, linkKey);

  /** Sends the invoice's reminder if it is still due it; answers whether it went. */
  async function remind(tx: Transaction, candidate: Candidate, at: Date): Promise<boolean> {
    const invoice = await lockInvoice(tx, candidate.id);
    // Another run counted it since it was listed: that run sent it.
    if (invoice?.overdueReminders !== candidate.reminders || invoice.disputedAt) return false;
    const contract = await contractById(tx, invoice.contractId);
    if (!contract?.ownerId || contract.clientCancelledAt) return false;
    const [profile, signers, property, language, invoices, owed] = await Promise.all([
      business.read(contract.ownerId, tx),
      signersOfContracts(tx, [contract.id]),
      projectAddress(tx, contract.projectId),
      sentLanguage(tx, contract.id),
      invoicesOf(tx, contract.id),
      invoicesOwedOf(tx, contract.id),
    ]);
    if (owed.some((one) => one.invoice.id === invoice.id && one.paymentUnderway)) return false;
    const facts = receivableFactsOf(contract, profile.Province, property?.Province ?? '');
    // Paid in full since it was listed: no longer among what is owed.
    const term = reminderTerms(contract.data.Payment, facts, language, invoices).find(
      (one) => one.id === invoice.receivableKey,
    );
    if (!term) return false;
    const recipients = recipientsOf(signers);
    const day = await textDayOf(tx, contract.ownerId, profile.Province, at, null);
    const texts = day.texts + recipients.texts.length <= dailyTextCap;
    if (!texts)
      log.warn({ invoice: invoice.id }, 'daily text cap reached: the overdue reminder goes by email only');
    const message = defaultMessage(language, term, profile, property ?? emptyAddress);
    const counts = await queueReminder(notifier, tx, {
      contract,
      language,
      business: profile,
      term,
      message,
      recipients,
      texts,
    });
    // As a reminder the contractor sent: the modal shows it, and the day's text cap counts it.
    await insertReminder(tx, {
      contractId: contract.id,
      termId: term.id,
      message,
      status: 'sent',
      sentAt: at,
      ...counts,
    });
    await markOverdueReminded(tx, invoice.id, at, invoice.overdueReminders + 1);
    return true;
  }

  return {
    /** Reminds every invoice due a reminder now; answers how many were sent. */
    async sweep(): Promise<number> {
      const at = now();
      // A superset of the invoices due a reminder somewhere today: no province's today is later than
      // UTC's, and a week after a reminder's day begins less than a day short of 7 × 24 hours.
      const candidates = await overdueInvoices(db, {
        dueBy: addDays(calendarDateIn(at, 'UTC'), -firstAfterDays),
        remindedBy: new Date(at.getTime() - (thenEveryDays - 1) * dayMs),
        limit: batch,
      });
      let sent = 0;
      for (const candidate of candidates) {
        const zone = timeZoneOf(candidate.projectProvince);
        if (calendarDateIn(at, zone) < nextReminderOn(candidate, zone) || !isTextTime(at, zone)) continue;
        if (await db.transaction((tx) => remind(tx, candidate, at))) sent += 1;
      }
      return sent;
    },
  };
}
