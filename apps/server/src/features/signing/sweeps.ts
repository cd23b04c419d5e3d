import { contractFormSchema, contractTitle, personName } from '@tradepact/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { retryWindowMs } from '../../jobs/job.js';
import { sendEmailJob } from '../../jobs/send-email.job.js';
import { sendSmsJob } from '../../jobs/send-sms.job.js';
import { giveUpStaleDeliveries } from '../../notify/deliveries.js';
import type { Notifier } from '../../notify/notifier.js';
import type { JobQueue } from '../../queue/queue.js';
import { accountEmail, accountLanguage } from '../auth/user-info.js';
import { businessService } from '../profile/business.service.js';
import { contractsAwaitingSeal, lapsedUntold, markExpiryNotified } from '../contracts/contracts.service.js';
import { recordEvents } from './audit-trail.service.js';
import { sealContractJob } from './seal.job.js';
import { signingMessenger } from './signing-messages.js';

export interface SweepDeps {
  db: Db;
  queue: JobQueue;
  notifier: Notifier;
  publicUrl: string;
  productName: string;
  log: FastifyBaseLogger;
}

/** How long after the last signature a contract without its seal counts as stuck. */
const sealGraceMs = 2 * 60_000;
const batch = 100;
/** A signing email or text still queued this long after it was queued can no longer be sent. */
const deliveryGiveUpMs = Math.max(retryWindowMs(sendEmailJob.retry), retryWindowMs(sendSmsJob.retry));

/**
 * The safety nets of signing, run every few minutes (signing-sweep.job.ts): a contract everyone signed whose seal job was
 * lost is queued again (Documenso's most-reported failure is contracts left pending after the last
 * signature), the contractor hears once of each offer that lapsed unsigned, and a signing message
 * whose job can no longer be trying stops showing as queued.
 */
export function signingSweeps(deps: SweepDeps) {
  const { db } = deps;
  const business = businessService(db);
  const messenger = signingMessenger(deps.notifier, {
    productName: deps.productName,
    publicUrl: deps.publicUrl,
  });

  async function requeueUnsealed(now: Date): Promise<number> {
    const stuck = await contractsAwaitingSeal(db, new Date(now.getTime() - sealGraceMs), batch);
    const ids: string[] = [];
    for (const contractId of stuck) {
      // A seal already waiting for its retry is left to it: one job per contract, not one per sweep.
      if (await deps.queue.hasPending(sealContractJob, { contractId })) continue;
      await db.transaction((tx) => deps.queue.enqueue(tx, sealContractJob, { contractId }));
      ids.push(contractId);
    }
    if (ids.length > 0) deps.log.warn({ contracts: ids }, 'signed contracts without a seal queued again');
    return ids.length;
  }

  async function tellLapsed(): Promise<number> {
    const rows = await lapsedUntold(db, batch);
    for (const row of rows) {
      if (!row.ownerId) continue;
      const ownerId = row.ownerId;
      const [profile, account, language] = await Promise.all([
        business.read(ownerId),
        accountEmail(db, ownerId),
        accountLanguage(db, ownerId),
      ]);
      await db.transaction(async (tx) => {
        if (!(await markExpiryNotified(tx, row.id))) return;
        await recordEvents(tx, deps.queue, [{ contractId: row.id, type: 'expired' }]);
        await messenger.contractorNotice(tx, {
          language,
          to: { name: personName(profile.FirstName, profile.LastName), email: profile.Email || account },
          kind: 'expired',
          contract: {
            number: row.number,
            revision: row.revision,
            title: contractTitle(contractFormSchema.parse(row.data).ScopeOfServices),
            type: row.type,
            expiresOn: row.expiresOn ?? '',
            amendment: row.revision > 0,
          },
        });
      });
    }
    return rows.length;
  }

  /** One pass of the sweeps; answers how many contracts, and messages, each touched. */
  async function sweep(now = new Date()): Promise<{ requeued: number; lapsed: number; givenUp: number }> {
    return {
      requeued: await requeueUnsealed(now),
      lapsed: await tellLapsed(),
      givenUp: await giveUpStaleDeliveries(db, now, deliveryGiveUpMs),
    };
  }

  return { sweep };
}
