import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integratorApi, integratorSealedPdfPath, ok, type ApiKeyScope } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { notFound } from '../../http/app-error.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { contractSendingService } from '../contracts/sending.service.js';
import { requestMeta } from '../signing/signing.routes.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { integratorContractCreation } from './contract-creation.js';
import { integratorReadService } from './integrator.service.js';

/** The sealed PDF's download (`?Id=`): bytes, outside the API table (routes-outside-api-table.ts). */
export const sealedPdfRoute = {
  method: 'GET',
  path: integratorSealedPdfPath,
  keyScope: 'contracts:read',
} as const satisfies { method: 'GET'; path: `/api/${string}`; keyScope: ApiKeyScope };

/** The integrator API (issue 34 §1; docs/api/integrations.md): /api/v1, for API keys and sessions alike. */
export const integratorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config, notifier, queue, authKey } = app.deps;
  const sendingDeps = {
    db: database.db,
    storage,
    notifier,
    publicUrl: config.publicUrl,
    productName: config.productName,
    billingMode: config.billing.mode,
    linkKey: signingLinkKey(authKey.secret),
    queue,
  };
  const reads = integratorReadService({
    db: database.db,
    publicUrl: config.publicUrl,
    billingMode: config.billing.mode,
  });
  const creation = integratorContractCreation({ ...sendingDeps, publicCache: app.publicCache });
  const sending = contractSendingService(sendingDeps);
  // As the builder's send: a retry is answered by the first send; more than this is not one contractor.
  const sendLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.get(integratorApi.projects.path, routeOf(integratorApi.projects), async (request) =>
    ok(await reads.projects(currentUserId(request), request.query)),
  );

  app.get(integratorApi.templates.path, routeOf(integratorApi.templates), async (request) =>
    ok(await reads.templates(currentUserId(request))),
  );

  app.get(integratorApi.contracts.path, routeOf(integratorApi.contracts), async (request) =>
    ok(await reads.contracts(currentUserId(request), request.query)),
  );

  app.get(integratorApi.contract.path, routeOf(integratorApi.contract), async (request) =>
    ok(await reads.contract(currentUserId(request), request.query.Id)),
  );

  app.post(
    integratorApi.createContract.path,
    { ...routeOf(integratorApi.createContract), config: sendLimit },
    async (request) => {
      const userId = currentUserId(request);
      const id = await creation.create(userId, requestMeta(request), request.body);
      return ok(await reads.contract(userId, id), request.t('integratorContractSent'));
    },
  );

  app.get(integratorApi.payments.path, routeOf(integratorApi.payments), async (request) =>
    ok(await reads.payments(currentUserId(request), request.query)),
  );

  app.get(
    sealedPdfRoute.path,
    {
      ...signedIn({
        summary:
          'The sealed PDF of a signed contract, byte for byte as sealed (its SHA-256 is the contract’s SealedSha256); 404 before it is sealed',
        querystring: z.object({ Id: z.uuid({ error: 'commonNotFound' }) }),
      }),
      config: { apiKeyScope: sealedPdfRoute.keyScope },
    },
    async (request, reply) => {
      const pdf = await sending.storedPdf(currentUserId(request), request.query.Id, 'signed');
      if (!pdf) throw notFound();
      const name = `contract-${pdf.number}${pdf.revision > 0 ? `-r${pdf.revision}` : ''}-signed.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.bytes);
    },
  );
};
