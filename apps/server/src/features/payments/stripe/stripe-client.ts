import type Stripe from 'stripe';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/database.js';
import { paymentProviderFor } from '../../billing/providers/index.js';

/**
 * The operator's Stripe client, billing's own (one configuration: the keys and the API's address),
 * or undefined on an install without Stripe keys.
 */
export function stripeClientOf(deps: { config: Config; database: Database }): Stripe | undefined {
  return deps.config.billing.mode === 'stripe' ? paymentProviderFor(deps).client : undefined;
}
