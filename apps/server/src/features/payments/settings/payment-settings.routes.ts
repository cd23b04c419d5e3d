import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paymentSettingsApi } from '@tradepact/shared';
import { routeOf } from '../../../http/api-route.js';
import { currentUserId } from '../../auth/authenticate.js';
import { connectService } from '../stripe/connect.service.js';
import { stripeClientOf } from '../stripe/stripe-client.js';
import { paymentSettingsService } from './payment-settings.service.js';

/** Settings › Getting paid (issue 33 §3): how clients pay the contractor, and their Stripe account. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const connect = connectService({ db, config, stripe: stripeClientOf(app.deps) });
  const settings = paymentSettingsService({ db, connect });
  // Each of these calls Stripe: a person clicks a few times, not more.
  const stripeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.get(paymentSettingsApi.read.path, routeOf(paymentSettingsApi.read), async (request) =>
    ok(await settings.read(currentUserId(request))),
  );

  app.put(paymentSettingsApi.save.path, routeOf(paymentSettingsApi.save), async (request) =>
    ok(await settings.save(currentUserId(request), request.body), request.t('paymentSettingsSaved')),
  );

  app.post(
    paymentSettingsApi.connectStripe.path,
    { ...routeOf(paymentSettingsApi.connectStripe), ...stripeLimit },
    async (request) => ok({ Url: await connect.onboardingUrl(currentUserId(request)) }),
  );

  app.post(
    paymentSettingsApi.refreshStripe.path,
    { ...routeOf(paymentSettingsApi.refreshStripe), ...stripeLimit },
    async (request) => {
      const userId = currentUserId(request);
      await connect.refresh(userId);
      return ok(await settings.read(userId), request.t('stripeAccountRefreshed'));
    },
  );

  app.get(
    paymentSettingsApi.payouts.path,
    { ...routeOf(paymentSettingsApi.payouts), ...stripeLimit },
    async (request) => ok(await connect.payouts(currentUserId(request))),
  );
};
