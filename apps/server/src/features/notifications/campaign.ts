import type { AppDeps } from '../../app.js';
import { generalNotifier, type GeneralNews } from '../../notify/general.js';
import { countPendingRecipients, pendingRecipients, recordDeliveries } from './general.repository.js';

/** Accounts queued per transaction: short transactions, and a crash loses at most one batch's work. */
export const campaignBatchSize = 500;

export interface CampaignOptions {
  /** Told after each committed batch: queued so far, and how many there were to reach. */
  progress(queued: number, total: number): void;
  batchSize?: number;
}

/**
 * Queues a general message, in each account's language, to every opted-in account the campaign has
 * not reached yet, a batch per transaction: each batch records its accounts in general_deliveries in
 * the transaction that queues their messages, so a second run, or one resumed after a crash, reaches
 * nobody twice. Answers how many accounts this run reached.
 */
export async function runCampaign(
  deps: Pick<AppDeps, 'database' | 'notifier' | 'config' | 'authKey'>,
  campaign: string,
  news: GeneralNews,
  { progress, batchSize = campaignBatchSize }: CampaignOptions,
): Promise<number> {
  const db = deps.database.db;
  const general = generalNotifier({
    notifier: deps.notifier,
    config: deps.config,
    unsubscribeKey: deps.authKey.secret,
  });
  const total = await countPendingRecipients(db, campaign);
  let queued = 0;
  let afterId: string | undefined;
  for (;;) {
    const reached = await db.transaction(async (tx) => {
      const batch = await pendingRecipients(tx, campaign, afterId, batchSize);
      afterId = batch.at(-1)?.id;
      const fresh = await recordDeliveries(
        tx,
        campaign,
        batch.map((recipient) => recipient.id),
      );
      for (const recipient of batch) if (fresh.has(recipient.id)) await general.send(tx, recipient, news);
      return { size: batch.length, fresh: fresh.size };
    });
    if (reached.size === 0) return queued;
    queued += reached.fresh;
    progress(queued, total);
  }
}
