import { isTextTime, textTimeFor, timeZoneOf } from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { lockContract, type ContractRow } from '../contracts/contracts.service.js';
import { recordEvents, sentLanguage, signersOf, type SignerRow } from '../signing/signers.service.js';
import { hashSigningKey, openSigningKey } from '../signing/signing-keys.js';
import { signersToAsk, signsInOrder } from '../signing/signing-order.js';
import { maskedPhone, signingContractFacts, signingContractorOf } from '../signing/signing-parties.js';
import type { SigningContractor } from '../signing/signing-messages.js';
import { isContractOpenForSigning } from './contract-state.js';
import { reminderMessenger } from './reminder-messages.js';
import { signingReminderJob } from './signing-reminder.job.js';
import {
  lockReminder,
  projectProvince,
  reminderById,
  updateReminder,
  type Channel,
  type ReminderRow,
} from './signing-reminders.repository.js';

export interface ReminderDeliveryDeps {
  db: Db;
  notifier: Notifier;
  queue: JobQueue;
  publicUrl: string;
  productName: string;
  /** Opens the signers' sealed keys: a reminder carries the link they already have (signing-keys.ts). */
  linkKey: Buffer;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** What the `signing.reminder` job does when a reminder's email or text is due. */
export function reminderDelivery(deps: ReminderDeliveryDeps) {
  const { db, log, now = () => new Date() } = deps;
  const messenger = reminderMessenger(deps.notifier, deps);

  /** The signer's link as they received it; undefined for a key not kept, or kept under another secret. */
  function keyOf(signer: SignerRow): string | undefined {
    const key = signer.keySealed ? openSigningKey(signer.keySealed, deps.linkKey) : undefined;
    return key && hashSigningKey(key) === signer.keyHash ? key : undefined;
  }

  /** Queues the channel's message to each signer who has not signed, each in the audit trail. */
  async function remind(
    tx: Transaction,
    contract: ContractRow,
    contractor: SigningContractor,
    channel: Channel,
    unsigned: SignerRow[],
  ) {
    const language = await sentLanguage(tx, contract.id);
    for (const signer of unsigned) {
      const key = keyOf(signer);
      if (!key) {
        // Only "send a new link" may give a new key: a reminder never silently ends a link.
        log.warn(
          { contract: contract.id, signer: signer.id },
          'signing reminder skipped: the key was not kept',
        );
        continue;
      }
      const message = {
        language,
        to: { name: signer.name, email: signer.email, phone: signer.phone },
        contractor,
        contract: signingContractFacts(contract),
        key,
        message: contract.sendMessage,
      };
      if (channel === 'email') {
        await messenger.email(tx, message);
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'reminderEmailed',
            data: { to: signer.email },
          },
        ]);
      } else if (await messenger.text(tx, message)) {
        await recordEvents(tx, deps.queue, [
          {
            contractId: contract.id,
            signerId: signer.id,
            type: 'reminderTexted',
            data: { to: maskedPhone(signer.phone) },
          },
        ]);
      }
    }
  }

  /** Whether `jobId` is the job this row waits for on `channel`, its work not yet done. */
  const awaits = (reminder: ReminderRow, channel: Channel, jobId: string) =>
    reminder.status === 'scheduled' &&
    (channel === 'email'
      ? reminder.emailJobId === jobId && !reminder.emailDoneAt
      : reminder.textJobId === jobId && !reminder.textDoneAt);

  return {
    /**
     * In one transaction, under the contract's row lock (as signing, withdrawing and changing the
     * schedule take it): the row checked, the contract read again (still waiting for signatures?),
     * the messages queued to those who have not signed, and the channel marked done.
     */
    async deliver(reminderId: string, channel: Channel, jobId: string): Promise<void> {
      const found = await reminderById(db, reminderId);
      if (!found) return;
      await db.transaction(async (tx) => {
        const contract = await lockContract(tx, found.contractId);
        const reminder = await lockReminder(tx, reminderId);
        if (!contract || !reminder || !awaits(reminder, channel, jobId)) return;
        // A contract of a closed account (kept only once signed) has no one to remind for.
        const contractor = contract.ownerId ? await signingContractorOf(db, tx, contract.ownerId) : undefined;
        // In order (issue 32 §4), only the client whose turn it is has the link to be reminded of.
        const unsigned = signersToAsk(signsInOrder(contract), await signersOf(tx, contract.id));
        if (
          !contractor ||
          unsigned.length === 0 ||
          !isContractOpenForSigning(contract, contractor.province, now())
        ) {
          await updateReminder(tx, reminder.id, { status: 'stopped' });
          return;
        }
        const zone = timeZoneOf(await projectProvince(tx, contract.projectId));
        if (channel === 'text' && !isTextTime(now(), zone)) {
          // Its job ran late, into the night (no server was up at its time): it waits for the morning.
          const textAt = textTimeFor(now(), zone);
          const textJobId = await deps.queue.enqueue(
            tx,
            signingReminderJob,
            { reminderId, channel },
            { startAfter: textAt },
          );
          await updateReminder(tx, reminder.id, { textAt, textJobId });
          return;
        }
        await remind(tx, contract, contractor, channel, unsigned);
        const doneAt = now();
        const otherDone =
          channel === 'email'
            ? reminder.textAt === null || reminder.textDoneAt !== null
            : reminder.emailDoneAt !== null;
        await updateReminder(tx, reminder.id, {
          ...(channel === 'email' ? { emailDoneAt: doneAt } : { textDoneAt: doneAt }),
          ...(otherDone ? { status: 'sent' as const } : {}),
        });
      });
    },
  };
}
