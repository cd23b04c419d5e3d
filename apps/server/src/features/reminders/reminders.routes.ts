import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, remindersApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { remindersService, type Dispatched } from './reminders.service.js';

/** Doc 2 "Payment term reminder" (§4, §5, §7): reminders of a signed contract's payments (docs/api/reminders.md). */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, notifier, queue, config } = app.deps;
  const reminders = remindersService({
    db: database.db,
    notifier,
    queue,
    publicUrl: config.publicUrl,
    linkKey: signingLinkKey(app.deps.authKey.secret),
  });
  // Each send may text every client: a double click is answered, a script is not (the daily cap
  // bounds the cost; this bounds the burst).
  const sendLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  /** Doc 2 §8's answers: sent now, or saved with the time it goes on the project's clocks. */
  const sentMessage = (request: FastifyRequest, sent: Dispatched) =>
    sent.scheduledFor
      ? request.t('paymentReminderScheduled', {
          localTime: reminders.localTime(sent.scheduledFor, sent.timeZone, request.language),
        })
      : request.t('paymentReminderSent');

  app.get(remindersApi.terms.path, routeOf(remindersApi.terms), async (request) =>
    ok(await reminders.terms(currentUserId(request), request.query.id, request.language)),
  );

  app.post(remindersApi.send.path, { ...routeOf(remindersApi.send), config: sendLimit }, async (request) => {
    const sent = await reminders.send(currentUserId(request), request.body);
    return ok({ Id: sent.id }, sentMessage(request, sent));
  });

  app.put(
    remindersApi.update.path,
    { ...routeOf(remindersApi.update), config: sendLimit },
    async (request) => {
      const { reminderId, ...input } = request.body;
      const sent = await reminders.update(currentUserId(request), reminderId, input);
      return ok(null, sentMessage(request, sent));
    },
  );

  app.put(
    remindersApi.cancel.path,
    { ...routeOf(remindersApi.cancel), config: sendLimit },
    async (request) => {
      await reminders.cancel(currentUserId(request), request.query.reminderId);
      return ok(null);
    },
  );
};
