import type Stripe from 'stripe';
import type { AppDeps } from '../../../app.js';
import type { PaymentProvider } from '../provider.js';
import { localProvider } from './local.provider.js';
import { stripeProvider } from './stripe.provider.js';

const providers = new WeakMap<AppDeps, PaymentProvider & { client?: Stripe }>();

/** The install's payment provider: Stripe with its keys, else the local payment page. */
export function paymentProviderFor(deps: AppDeps): PaymentProvider & { client?: Stripe } {
  let provider = providers.get(deps);
  if (!provider) {
    const { billing, publicUrl } = deps.config;
    provider =
      billing.mode === 'stripe'
        ? stripeProvider({ secretKey: billing.secretKey, apiUrl: billing.apiUrl, publicUrl })
        : localProvider(deps.database.db, publicUrl);
    providers.set(deps, provider);
  }
  return provider;
}
