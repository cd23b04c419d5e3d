import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signingRemindersApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { signingRemindersService } from './signing-reminders.service.js';

/** Reminders to sign (issue 32 §3): a contract's, from My Projects, and the account's default in Settings. */
export const signingRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, queue } = app.deps;
  const reminders = signingRemindersService({ db: database.db, queue });

  app.get(signingRemindersApi.read.path, routeOf(signingRemindersApi.read), async (request) =>
    ok(await reminders.read(currentUserId(request), request.query.id)),
  );

  app.put(signingRemindersApi.change.path, routeOf(signingRemindersApi.change), async (request) => {
    const { Id, ...schedule } = request.body;
    const changed = await reminders.change(currentUserId(request), Id, schedule);
    return ok(changed, request.t(schedule.Enabled ? 'signingRemindersSaved' : 'signingRemindersTurnedOff'));
  });

  app.get(signingRemindersApi.readDefault.path, routeOf(signingRemindersApi.readDefault), async (request) =>
    ok(await reminders.readDefault(currentUserId(request))),
  );

  app.put(signingRemindersApi.saveDefault.path, routeOf(signingRemindersApi.saveDefault), async (request) =>
    ok(
      await reminders.saveDefault(currentUserId(request), request.body),
      request.t('signingRemindersDefaultSaved'),
    ),
  );
};
