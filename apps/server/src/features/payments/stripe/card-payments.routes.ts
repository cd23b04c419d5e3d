import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPaymentsApi, ok, payApi } from '@tradepact/shared';
import { routeOf } from '../../../http/api-route.js';
import { currentUserId } from '../../auth/authenticate.js';
import { cardCheckoutService } from './card-checkout.service.js';
import { cardRefundService } from './card-refund.service.js';
import { connectService } from './connect.service.js';
import { connectWebhookRoutes } from './connect-webhook.routes.js';
import { localCardService } from './local-card.service.js';
import { stripeClientOf } from './stripe-client.js';

/**
 * Paying an invoice by card (issue 33 §3): from its pay page (Stripe Checkout, or the local card page
 * without Stripe keys), the local card page itself, and the contractor's refund.
 */
export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, queue } = app.deps;
  const db = database.db;
  const stripe = stripeClientOf(app.deps);
  const connect = connectService({ db, config, stripe });
  const checkout = cardCheckoutService({ db, config, stripe, connect });
  const localCard = localCardService({ db, config, queue });
  const refunds = cardRefundService({ db, queue, config, stripe });
  // Keys are 256-bit: the limit is against floods from one address (a start may call Stripe).
  const keyLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  app.post(payApi.card.path, { ...routeOf(payApi.card), ...keyLimit }, async (request) =>
    ok(await checkout.start(request.body.Key)),
  );

  app.get(
    cardPaymentsApi.localPage.path,
    { ...routeOf(cardPaymentsApi.localPage), ...keyLimit },
    async (request) => ok(await localCard.page(request.query.key, request.query.payment)),
  );

  app.post(
    cardPaymentsApi.localPay.path,
    { ...routeOf(cardPaymentsApi.localPay), ...keyLimit },
    async (request) => ok(await localCard.pay(request.body.Key, request.body.PaymentId)),
  );

  app.post(cardPaymentsApi.refund.path, routeOf(cardPaymentsApi.refund), async (request) => {
    const { PaymentId, AmountCents } = request.body;
    return ok(
      await refunds.refund(currentUserId(request), PaymentId, AmountCents),
      request.t('cardRefundSent'),
    );
  });

  // The Connect endpoint, with its own signing secret: without it, accounts are read on return only.
  if (stripe && config.connect.webhookSecret) {
    await app.register(connectWebhookRoutes({ client: stripe, webhookSecret: config.connect.webhookSecret }));
  }
};
