import type Stripe from 'stripe';
import type { AppDeps } from '../../../app.js';
import { billingEventsService } from '../../billing/billing-events.js';
import type { OtherStripeEvents } from '../../billing/stripe-webhook.routes.js';
import { cardPaymentEvents } from './card-events.js';
import { connectService } from './connect.service.js';

/**
 * Card payments' share of the platform's Stripe events, for billing's webhook (app.ts): Checkout
 * Sessions, payment intents and charges of client invoices are applied here, everything else is
 * left to billing. One endpoint and one record of event ids serve both.
 */
export function platformCardEvents(deps: AppDeps): (client: Stripe) => OtherStripeEvents {
  return (client) =>
    cardPaymentEvents({
      stripe: client,
      connect: connectService({ db: deps.database.db, config: deps.config, stripe: client }),
      once: billingEventsService(deps).once,
      db: deps.database.db,
      queue: deps.queue,
    }).platform;
}
