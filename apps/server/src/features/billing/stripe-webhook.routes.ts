import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { sendRefusal } from '../../http/error-handler.js';
import { billingEventsService } from './billing-events.js';
import { toBillingEvent } from './providers/stripe-events.js';

/** Stripe signs the time it sent an event: an older delivery is refused, as a replay could be. */
export const toleranceSeconds = 300;

/**
 * Another feature's share of the platform's Stripe events (card payments of client invoices): true
 * when the event was its own, applied there once; false leaves it to billing.
 */
export type OtherStripeEvents = (event: Stripe.Event) => Promise<boolean>;

/**
 * `POST /api/billing/stripe/webhook`: Stripe's events, verified against the raw body's signature,
 * then applied once (a replayed or redelivered event id answers 200 and changes nothing). Outside
 * the API table (http/routes-outside-api-table.ts): Stripe is the caller, not our pages.
 */
export function stripeWebhookRoutes(options: {
  client: Stripe;
  webhookSecret: string;
  otherEvents?: OtherStripeEvents | undefined;
}): FastifyPluginAsync {
  return async (app) => {
    const events = billingEventsService(app.deps);

    // The signature covers the bytes Stripe sent: this plugin's routes keep the body unparsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post('/api/billing/stripe/webhook', async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = options.client.webhooks.constructEvent(
          request.body,
          signature,
          options.webhookSecret,
          toleranceSeconds,
        );
      } catch {
        return sendRefusal(request, reply, 400, 'commonBadRequest');
      }
      // A redelivery is acknowledged before the event is read back from Stripe.
      if (await events.seen(event.id)) return { received: true };
      if (await options.otherEvents?.(event)) return { received: true };
      const billingEvent = await toBillingEvent(event, options.client);
      if (billingEvent) await events.apply(billingEvent);
      return { received: true };
    });
  };
}
