import { AppError } from '../../http/app-error.js';
import type { Queryable } from '../../db/database.js';
import { findUserById } from '../auth/accounts.service.js';
import { findSubscription, listPlans, lockAccount } from './billing.repository.js';
import { allowanceOf, countContract, quotaUsedIn } from './ledger.repository.js';
import { standingOf, type BillingMode, type Standing } from './standing.js';

/**
 * What an account may do under its plan: the restriction, the monthly contract quotas with their
 * extra allowances, and the template quota. Other features ask here; the rules are in standing.ts.
 */

/** The account's standing now; undefined for an unknown account. */
export async function accountStanding(
  db: Queryable,
  mode: BillingMode,
  userId: string,
  now = new Date(),
): Promise<Standing | undefined> {
  const account = await findUserById(db, userId);
  if (!account) return undefined;
  const [subscription, plans] = await Promise.all([findSubscription(db, userId), listPlans(db)]);
  return standingOf({ mode, account, subscription, plans, now });
}

/** Doc 2 §6: a restricted account is refused with the subscribe message. */
export async function refuseIfRestricted(db: Queryable, mode: BillingMode, userId: string): Promise<void> {
  const standing = await accountStanding(db, mode, userId);
  if (standing?.restricted) throw new AppError(403, 'billingSubscribeToGenerate');
}

const quotaOf = (standing: Standing, contractType: number): number | null =>
  standing.unlimited
    ? null
    : ((contractType === 1
        ? standing.plan?.clientContractQuota
        : standing.plan?.subcontractorContractQuota) ?? null);

export interface KindUsage {
  /** −1: no limit. */
  quota: number;
  used: number;
  bonus: number;
  bonusUsed: number;
  /** Amendments sent this month: they use no quota, and are shown apart. */
  amendments: number;
}

/** One contract type's use of the current month and of the extra allowances. */
export async function usageOf(
  db: Queryable,
  userId: string,
  standing: Standing,
  contractType: number,
): Promise<KindUsage> {
  const quota = quotaOf(standing, contractType);
  const allowance = await allowanceOf(db, userId, contractType);
  const { used, amendments } = standing.window
    ? await quotaUsedIn(db, userId, contractType, standing.window)
    : { used: 0, amendments: 0 };
  return { quota: quota ?? -1, used, bonus: allowance.granted, bonusUsed: allowance.used, amendments };
}

/**
 * Counts a contract being sent, in the sending transaction: against the month's quota first, then
 * the extra allowances (welcome bonus, top-ups). The account is locked so two sends at once cannot
 * both take the last one. A restricted account, or one with nothing left, is refused and nothing is
 * sent. An amendment of a sent or signed contract uses no quota (DECISIONS "Amendments are free of
 * the quota": a change order is part of the same job): it is recorded apart. A resend never comes here.
 */
export async function countSentContract(
  tx: Queryable,
  mode: BillingMode,
  userId: string,
  contract: { id: string; type: number; amendment: boolean },
  now = new Date(),
): Promise<void> {
  await lockAccount(tx, userId);
  const standing = await accountStanding(tx, mode, userId, now);
  if (!standing) throw new AppError(401, 'commonUnauthorized');
  if (standing.restricted) throw new AppError(403, 'billingSubscribeToGenerate');
  const row = { contractId: contract.id, userId, contractType: contract.type, countedAt: now };
  if (contract.amendment) {
    await countContract(tx, { ...row, chargedTo: 'amendment' });
    return;
  }
  const quota = quotaOf(standing, contract.type);
  if (quota === null) {
    await countContract(tx, { ...row, chargedTo: 'unlimited' });
    return;
  }
  const usage = await usageOf(tx, userId, standing, contract.type);
  if (usage.used < quota) {
    await countContract(tx, { ...row, chargedTo: 'quota' });
  } else if (usage.bonusUsed < usage.bonus) {
    await countContract(tx, { ...row, chargedTo: 'allowance' });
  } else {
    throw new AppError(
      403,
      contract.type === 1 ? 'contractClientLimitReached' : 'contractSubcontractorLimitReached',
    );
  }
}

/** The number of custom templates the account's plan allows; null: no limit. */
export async function templateQuota(
  db: Queryable,
  mode: BillingMode,
  userId: string,
): Promise<number | null> {
  const standing = await accountStanding(db, mode, userId);
  if (!standing || standing.unlimited) return null;
  return standing.plan?.templateQuota ?? null;
}
