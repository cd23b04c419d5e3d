import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractSaveRequestSchema,
  contractsApi,
  numbered,
  ok,
  serviceTypeNames,
  tradeCategoryNames,
} from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { publishedContentService } from '../content/published.service.js';
import { contractBuilderService } from './builder.service.js';
import { signingLinkKey } from '../signing/signing-keys.js';
import { contractSendingService } from './sending.service.js';

const pdfDisposition = (number: number) => `attachment; filename="contract-${number}.pdf"`;
const pdfName = (number: number, revision: number, signed: boolean) =>
  `contract-${number}${revision > 0 ? `-r${revision}` : ''}${signed ? '-signed' : ''}.pdf`;

/** Doc 3 §7 "Contract builder" (docs/api/contracts.md). */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, config, notifier } = app.deps;
  const builder = contractBuilderService({
    db: database.db,
    storage,
    publicUrl: config.publicUrl,
    billingMode: config.billing.mode,
  });
  const published = publishedContentService(database.db, app.publicCache);
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

  app.post(contractsApi.saveDraft.path, routeOf(contractsApi.saveDraft), async (request) =>
    ok(await builder.saveDraft(currentUserId(request), request.body), request.t('contractSavedAsDraft')),
  );

  app.get(contractsApi.read.path, routeOf(contractsApi.read), async (request) =>
    ok(await builder.read(currentUserId(request), request.query.id)),
  );

  app.post(contractsApi.preview.path, routeOf(contractsApi.preview), async (request) =>
    ok(await builder.preview(currentUserId(request), request.body)),
  );

  app.get(contractsApi.readList.path, routeOf(contractsApi.readList), async (request) =>
    ok(await builder.list(currentUserId(request))),
  );

  app.get(contractsApi.expiredTime.path, routeOf(contractsApi.expiredTime), async (request) =>
    ok(await builder.expiry(currentUserId(request), request.query.date)),
  );

  app.get(contractsApi.defaultTerms.path, routeOf(contractsApi.defaultTerms), async (request) =>
    // The contract's language when the builder names it: a French contract starts from French clauses.
    ok(await published.defaultTerms(request.query.type, request.query.language ?? request.language)),
  );

  app.get(contractsApi.serviceTypes.path, routeOf(contractsApi.serviceTypes), async () =>
    ok(numbered(serviceTypeNames)),
  );

  app.get(contractsApi.categories.path, routeOf(contractsApi.categories), async () =>
    ok(numbered(tradeCategoryNames)),
  );

  // The two PDF downloads answer bytes, not the envelope (routes-outside-api-table.ts).
  app.post(
    '/api/app/contract/previewpdf',
    signedIn({
      summary: 'The contract of a preview request as a PDF download',
      body: contractSaveRequestSchema,
    }),
    async (request, reply) => {
      const { bytes, number } = await builder.previewPdf(currentUserId(request), request.body);
      return reply.type('application/pdf').header('content-disposition', pdfDisposition(number)).send(bytes);
    },
  );

  app.get(
    '/api/app/contract/pdf',
    {
      ...signedIn({
        summary:
          'One of the caller’s contracts as a PDF download: as sent (kind=original), sealed (kind=signed), or the latest',
        querystring: z.object({ id: z.string(), kind: z.enum(['original', 'signed']).optional() }),
      }),
      // An integration downloads the sealed contract (issue 34 §1).
      config: { apiKeyScope: 'contracts:read' },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const stored = await sending.storedPdf(userId, request.query.id, request.query.kind);
      const { bytes, number } = stored ?? (await builder.pdf(userId, request.query.id));
      const name = stored ? pdfName(stored.number, stored.revision, stored.signed) : `contract-${number}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
