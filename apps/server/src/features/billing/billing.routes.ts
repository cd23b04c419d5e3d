import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { billingApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { checkoutService } from './checkout.service.js';
import { invoicesService } from './invoices.service.js';
import { localPaymentService } from './local-payment.service.js';
import { paymentProviderFor } from './providers/index.js';
import { stripeWebhookRoutes, type OtherStripeEvents } from './stripe-webhook.routes.js';
import { subscriptionService } from './subscription.service.js';

export interface BillingRoutesOptions {
  /** Other features' share of the platform's Stripe events, given the Stripe client (app.ts). */
  otherStripeEvents?: (client: Stripe) => OtherStripeEvents;
}

/** The account's subscription, checkouts, invoices and the local payment page (docs/api/billing.md). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const subscription = subscriptionService(app.deps);
  const checkout = checkoutService(app.deps);
  const invoices = invoicesService(app.deps);
  const localPayment = localPaymentService(app.deps);
  // A person previews a few times and pays once; more than this is not a person.
  const checkoutLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(billingApi.subscription.path, routeOf(billingApi.subscription), async (request) =>
    ok(await subscription.info(currentUserId(request), request.language)),
  );
  app.post(
    billingApi.subscriptionCheckout.path,
    { ...routeOf(billingApi.subscriptionCheckout), config: checkoutLimit },
    async (request) => ok(await checkout.subscription(currentUserId(request), request.body)),
  );
  app.post(
    billingApi.topUpCheckout.path,
    { ...routeOf(billingApi.topUpCheckout), config: checkoutLimit },
    async (request) => ok(await checkout.topUp(currentUserId(request), request.body)),
  );
  app.post(billingApi.invoices.path, routeOf(billingApi.invoices), async (request) =>
    ok(
      await invoices.page(
        currentUserId(request),
        request.body.pageIndex,
        request.body.pageSize,
        request.language,
      ),
    ),
  );
  app.get(
    '/api/app/billing/invoicepdf',
    signedIn({
      summary: 'One of the caller’s invoices as a PDF download',
      querystring: z.object({ id: z.uuid() }),
    }),
    async (request, reply) => {
      const { filename, bytes } = await invoices.pdf(currentUserId(request), request.query.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
  app.post(billingApi.changePlan.path, routeOf(billingApi.changePlan), async (request) => {
    await subscription.changePlan(currentUserId(request), request.body.type);
    return ok(null);
  });
  app.post(billingApi.cancel.path, routeOf(billingApi.cancel), async (request) => {
    await subscription.cancel(currentUserId(request), request.body.Reason);
    return ok(null);
  });
  app.post(billingApi.resume.path, routeOf(billingApi.resume), async (request) => {
    await subscription.resume(currentUserId(request));
    return ok(null);
  });
  app.post(billingApi.customerPortal.path, routeOf(billingApi.customerPortal), async (request) =>
    ok(await subscription.portal(currentUserId(request))),
  );
  app.get(billingApi.localPaymentSession.path, routeOf(billingApi.localPaymentSession), async (request) =>
    ok(await localPayment.session(currentUserId(request), request.query.id, request.language)),
  );
  const { billing } = app.deps.config;
  const provider = paymentProviderFor(app.deps);
  if (billing.mode === 'stripe' && provider.client) {
    await app.register(
      stripeWebhookRoutes({
        client: provider.client,
        webhookSecret: billing.webhookSecret,
        otherEvents: options.otherStripeEvents?.(provider.client),
      }),
    );
  }
  app.post(
    billingApi.localPay.path,
    { ...routeOf(billingApi.localPay), config: checkoutLimit },
    async (request) => ok(await localPayment.pay(currentUserId(request), request.body)),
  );
};
