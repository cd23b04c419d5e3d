import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractLifeApi, ok } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { requestMeta } from '../signing/signing.routes.js';
import { businessService } from '../profile/business.service.js';
import { contractSummary, contractsOfProjects } from './contracts.service.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { contractSendingService } from './sending.service.js';

/** Sending from the builder and My Projects' contract actions (doc 3 §7, doc 2 §7; docs/api/contracts.md). */
export const contractLifeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config, notifier } = app.deps;
  const sending = contractSendingService({
    db: database.db,
    storage,
    notifier,
    publicUrl: config.publicUrl,
    productName: config.productName,
    billingMode: config.billing.mode,
    linkKey: signingLinkKey(app.deps.authKey.secret),
    queue: app.deps.queue,
  });
  const business = businessService(database.db);
  // A double click or a retry is answered by the first send; more than this is not a person.
  const sendLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    contractLifeApi.create.path,
    { ...routeOf(contractLifeApi.create), config: sendLimit },
    async (request) =>
      ok(
        await sending.create(currentUserId(request), requestMeta(request), request.body),
        request.t('contractsSentAllowTime'),
      ),
  );

  app.post(
    contractLifeApi.update.path,
    { ...routeOf(contractLifeApi.update), config: sendLimit },
    async (request) =>
      ok(
        await sending.update(currentUserId(request), requestMeta(request), request.body),
        request.t('contractsSentAllowTime'),
      ),
  );

  app.put(
    contractLifeApi.resend.path,
    { ...routeOf(contractLifeApi.resend), config: sendLimit },
    async (request) => {
      await sending.resend(currentUserId(request), requestMeta(request), request.query.id);
      return ok(null, request.t('contractSent'));
    },
  );

  app.put(
    contractLifeApi.newLinks.path,
    { ...routeOf(contractLifeApi.newLinks), config: sendLimit },
    async (request) => {
      await sending.newLinks(currentUserId(request), requestMeta(request), request.query.id);
      return ok(null, request.t('contractNewLinksSent'));
    },
  );

  app.put(contractLifeApi.cancel.path, routeOf(contractLifeApi.cancel), async (request) => {
    const done = await sending.cancel(currentUserId(request), requestMeta(request), request.query.id);
    return ok(null, request.t(done === 'deleted' ? 'contractDeleted' : 'contractWithdrawn'));
  });

  app.get(contractLifeApi.deliveries.path, routeOf(contractLifeApi.deliveries), async (request) =>
    ok(await sending.deliveries(currentUserId(request), request.query.id)),
  );

  app.get(contractLifeApi.originals.path, routeOf(contractLifeApi.originals), async (request) => {
    const userId = currentUserId(request);
    const originals = await sending.originals(userId, request.query.id);
    const projectIds = [...new Set(originals.flatMap((row) => (row.projectId ? [row.projectId] : [])))];
    const rows = await contractsOfProjects(database.db, projectIds);
    const province = (await business.read(userId)).Province;
    return ok(
      originals.flatMap((original) => {
        const row = rows.find((one) => one.id === original.id);
        return row ? [contractSummary({ ...row, current: false }, province)] : [];
      }),
    );
  });
};
