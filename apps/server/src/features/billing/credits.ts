import type { Db } from '../../db/database.js';
import { findCustomer } from './billing.repository.js';
import { lockUnpushedCredits, markCreditPushed } from './ledger.repository.js';
import type { PaymentProvider } from './provider.js';

/**
 * Moves the account's new credits (referral rewards) to the provider's customer balance, each once:
 * Stripe then takes them off the next invoice, a renewal included, and reports what it used with the
 * payment (recorded as spent by billing-events.ts). The entries stay locked while Stripe is asked, and
 * each transaction carries its entry's key, so a retry after a crash never credits twice.
 */
export async function pushCreditsToProvider(
  db: Db,
  provider: PaymentProvider,
  userId: string,
): Promise<void> {
  const addCredit = provider.addCustomerCredit?.bind(provider);
  if (!addCredit) return;
  const customer = await findCustomer(db, userId);
  if (!customer || customer.provider !== provider.name) return;
  await db.transaction(async (tx) => {
    for (const credit of await lockUnpushedCredits(tx, userId)) {
      await addCredit(customer.customerId, credit.cents, `credit-${credit.id}`);
      await markCreditPushed(tx, credit.id);
    }
  });
}
