import {
  defaultSigningReminders,
  reminderPlan,
  timeZoneOf,
  type ContractSigningReminders,
  type SigningReminderSchedule,
} from '@tradepact/shared';
import type { Db, Queryable } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { JobQueue, Transaction } from '../../queue/queue.js';
import { contractsPolicy } from '../contracts/contracts.policy.js';
import { contractById, lockContract, type ContractRow } from '../contracts/contracts.service.js';
import { businessService } from '../profile/business.service.js';
import { signersOf } from '../signing/signers.service.js';
import { isContractOpenForSigning, lapsesAt } from './contract-state.js';
import { signingReminderJob } from './signing-reminder.job.js';
import {
  cancelScheduled,
  defaultOf,
  insertReminder,
  projectProvince,
  saveSchedule,
  scheduledReminders,
  scheduleOf,
  sentCount,
  storeDefault,
  updateReminder,
} from './signing-reminders.repository.js';

export interface SigningRemindersDeps {
  db: Db;
  queue: JobQueue;
  now?: () => Date;
}

/** A contract's clocks: its recipients' zone (the project's province) and the province its last day is read in. */
interface Clocks {
  zone: string;
  /** The contractor's, as the signing link reads the offer's last day. */
  province: string;
}

/**
 * Reminders to sign (issue 32 §3): each contract's schedule, copied from the account's default when it
 * is sent, its reminders planned as rows with their queue jobs in the sending transaction, and planned
 * again when its contractor changes or stops them.
 */
export function signingRemindersService({ db, queue, now = () => new Date() }: SigningRemindersDeps) {
  const policy = contractsPolicy(db);
  const business = businessService(db);

  async function clocksOf(q: Queryable, contract: ContractRow): Promise<Clocks> {
    const project = await projectProvince(q, contract.projectId);
    const contractor = contract.ownerId ? (await business.read(contract.ownerId, q)).Province : '';
    return { zone: timeZoneOf(project), province: contractor };
  }

  const defaultFor = async (q: Queryable, userId: string) =>
    (await defaultOf(q, userId)) ?? defaultSigningReminders;

  /** Whether the contract waits for signatures, and someone's is still missing. */
  async function isOpen(q: Queryable, contract: ContractRow, clocks: Clocks): Promise<boolean> {
    if (!isContractOpenForSigning(contract, clocks.province, now())) return false;
    return (await signersOf(q, contract.id)).some((signer) => !signer.signedAt);
  }

  /** Plans the reminders still to come and queues their jobs, in the caller's transaction. */
  async function plan(
    tx: Transaction,
    contract: ContractRow,
    schedule: SigningReminderSchedule,
    clocks: Clocks,
  ) {
    const planned = reminderPlan({
      schedule,
      sentAt: contract.sentAt ?? now(),
      zone: clocks.zone,
      expiresOn: contract.expiresOn,
      expiresAt: lapsesAt(contract.expiresOn, clocks.province),
      alreadySent: await sentCount(tx, contract.id),
      now: now(),
    });
    for (const { emailAt, textAt } of planned) {
      const row = await insertReminder(tx, { contractId: contract.id, emailAt, textAt });
      const job = (channel: 'email' | 'text', startAfter: Date) =>
        queue.enqueue(tx, signingReminderJob, { reminderId: row.id, channel }, { startAfter });
      await updateReminder(tx, row.id, {
        emailJobId: await job('email', emailAt),
        textJobId: textAt ? await job('text', textAt) : null,
      });
    }
  }

  /** What the contract line shows: the schedule, how many went, the days of those to come. */
  async function answer(
    q: Queryable,
    contract: ContractRow,
    clocks: Clocks,
  ): Promise<ContractSigningReminders> {
    const schedule = await scheduleOf(q, contract.id);
    const open = await isOpen(q, contract, clocks);
    const upcoming = open ? await scheduledReminders(q, contract.id) : [];
    return {
      // A contract sent before reminders existed has none until its contractor turns them on.
      Schedule: schedule ?? { ...(await defaultFor(q, contract.ownerId ?? '')), Enabled: false },
      Sent: await sentCount(q, contract.id),
      Upcoming: upcoming.filter((row) => !row.emailDoneAt).map((row) => row.emailAt.toISOString()),
      TimeZone: clocks.zone,
      IsChangeable: open,
    };
  }

  return {
    /**
     * In the sending transaction: the contract's schedule from its contractor's default, and its
     * reminders planned. An amendment is a contract sent anew, with reminders of its own.
     */
    async scheduleAtSend(tx: Transaction, contractId: string): Promise<void> {
      const contract = await contractById(tx, contractId);
      if (!contract?.ownerId) return;
      const schedule = await defaultFor(tx, contract.ownerId);
      await saveSchedule(tx, contract.id, schedule);
      await plan(tx, contract, schedule, await clocksOf(tx, contract));
    },

    async read(userId: string, id: string): Promise<ContractSigningReminders> {
      const contract = await policy.ownContract({ userId }, id);
      return answer(db, contract, await clocksOf(db, contract));
    },

    /**
     * The contractor's new schedule, or reminders turned off: those still to come are cancelled (their
     * jobs will find them so) and planned again from the send, the ones already sent counting towards
     * the most allowed. Refused once the contract no longer waits for signatures.
     */
    async change(userId: string, id: string, schedule: SigningReminderSchedule) {
      return db.transaction(async (tx) => {
        const owned = await policy.ownContract({ userId }, id, tx);
        // Locked as signing and the reminders' jobs lock it: none of them crosses this change.
        const contract = (await lockContract(tx, owned.id)) ?? owned;
        const clocks = await clocksOf(tx, contract);
        if (!(await isOpen(tx, contract, clocks))) throw new AppError(409, 'signingRemindersNotChangeable');
        await saveSchedule(tx, contract.id, schedule);
        await cancelScheduled(tx, contract.id);
        await plan(tx, contract, schedule, clocks);
        return answer(tx, contract, clocks);
      });
    },

    readDefault: (userId: string) => defaultFor(db, userId),

    async saveDefault(userId: string, schedule: SigningReminderSchedule): Promise<SigningReminderSchedule> {
      await storeDefault(db, userId, schedule);
      return schedule;
    },
  };
}
