import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../notify/notifier.js';
import { contractById } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { sentLanguage, signersOfContracts } from '../signing/signers.service.js';
import { dailyTextCap, textDayOf } from './daily-cap.js';
import { queueReminder, recipientsOf } from './reminder-delivery.js';
import { receivableFactsOf, reminderTerms } from './reminder-terms.js';
import { lockReminder, projectAddress, updateReminder } from './reminders.repository.js';
import { termInvoices } from './term-invoices.js';

/** What the `reminders.send` job does with a scheduled reminder when its time comes. */
export function scheduledDelivery({
  db,
  notifier,
  publicUrl,
  linkKey,
  log,
}: {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
  linkKey: Buffer;
  log: FastifyBaseLogger;
}) {
  const business = businessService(db);
  const invoicesOf = termInvoices(publicUrl, linkKey);
  return {
    /**
     * In one transaction: the row locked, and only if it still waits for this very job, its messages
     * queued and the row marked sent. A retry or a second worker after that finds it sent.
     */
    async deliver(reminderId: string, jobId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const reminder = await lockReminder(tx, reminderId);
        if (reminder?.status !== 'scheduled' || reminder.jobId !== jobId) return;
        const contract = await contractById(tx, reminder.contractId);
        // A contract of a deleted account has no one to send for, and one its client cancelled within
        // the period (issue 31 §2) nothing owed: nothing goes.
        if (!contract?.ownerId || contract.clientCancelledAt) {
          await updateReminder(tx, reminder.id, { status: 'cancelled', jobId: null });
          return;
        }
        const [profile, signers, property, language, invoices] = await Promise.all([
          business.read(contract.ownerId, tx),
          signersOfContracts(tx, [contract.id]),
          projectAddress(tx, contract.projectId),
          // Its clients read it in the contract's language, though no one asked in any language.
          sentLanguage(tx, contract.id),
          invoicesOf(tx, contract.id),
        ]);
        const facts = receivableFactsOf(contract, profile.Province, property?.Province ?? '');
        // A payment paid in full since it was scheduled is owed nothing: its reminder is dropped.
        const term = reminderTerms(contract.data.Payment, facts, language, invoices).find(
          (one) => one.id === reminder.termId,
        );
        if (!term) {
          await updateReminder(tx, reminder.id, { status: 'cancelled', jobId: null });
          return;
        }
        const recipients = recipientsOf(signers);
        const sentAt = new Date();
        // Scheduling kept the day under the cap; a job late into the next day may find that day full.
        const day = await textDayOf(tx, contract.ownerId, profile.Province, sentAt, reminder.id);
        const texts = day.texts + recipients.texts.length <= dailyTextCap;
        if (!texts)
          log.warn({ reminder: reminder.id }, 'daily text cap reached: the reminder goes by email only');
        const counts = await queueReminder(notifier, tx, {
          contract,
          language,
          business: profile,
          term,
          message: reminder.message,
          recipients,
          texts,
        });
        await updateReminder(tx, reminder.id, { status: 'sent', sentAt, ...counts });
      });
    },
  };
}
