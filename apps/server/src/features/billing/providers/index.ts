import type Stripe from 'stripe';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/database.js';
import type { PaymentProvider } from '../provider.js';
import { localProvider } from './local.provider.js';
import { stripeProvider } from './stripe.provider.js';

const providers = new WeakMap<Config, PaymentProvider & { client?: Stripe }>();

/** The install's payment provider: Stripe with its keys, else the local payment page. */
export function paymentProviderFor(deps: {
  config: Config;
  database: Database;
}): PaymentProvider & { client?: Stripe } {
  let provider = providers.get(deps.config);
  if (!provider) {
    const { billing, publicUrl } = deps.config;
    provider =
      billing.mode === 'stripe'
        ? stripeProvider({ secretKey: billing.secretKey, apiUrl: billing.apiUrl, publicUrl })
        : localProvider(deps.database.db, publicUrl);
    providers.set(deps.config, provider);
  }
  return provider;
}
