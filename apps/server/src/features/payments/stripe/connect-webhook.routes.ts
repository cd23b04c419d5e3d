import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { sendRefusal } from '../../../http/error-handler.js';
import { billingEventsService } from '../../billing/billing-events.js';
import { toleranceSeconds } from '../../billing/stripe-webhook.routes.js';
import { cardPaymentEvents } from './card-events.js';
import { connectService } from './connect.service.js';

/** Where Stripe sends the Connect endpoint's events (from the contractors' connected accounts). */
export const connectWebhookPath = '/api/payments/stripe/connect-webhook';

/**
 * `POST /api/payments/stripe/connect-webhook`: the Connect endpoint's events (a contractor's account
 * changed), verified against the raw body's signature with its own secret, then applied once (a
 * replayed event id answers 200 and changes nothing). Outside the API table: Stripe is the caller.
 */
export function connectWebhookRoutes(options: { client: Stripe; webhookSecret: string }): FastifyPluginAsync {
  return async (app) => {
    const { database, config, queue } = app.deps;
    const billingEvents = billingEventsService(app.deps);
    const events = cardPaymentEvents({
      stripe: options.client,
      connect: connectService({ db: database.db, config, stripe: options.client }),
      once: billingEvents.once,
      db: database.db,
      queue,
    });

    // The signature covers the bytes Stripe sent: this plugin's routes keep the body unparsed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(connectWebhookPath, async (request, reply) => {
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
      // A redelivery is acknowledged before the account is read back from Stripe.
      if (await billingEvents.seen(event.id)) return { received: true };
      await events.connected(event);
      return { received: true };
    });
  };
}
