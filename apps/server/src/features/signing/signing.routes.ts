import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { limits, ok, signingApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { AppError } from '../../http/app-error.js';
import { perIp, rateLimits } from '../../http/rate-limits.js';
import { cleanSignaturePng, maxSignatureBytes } from './signature-image.js';
import { signingCodeGate } from './signing-code.gate.js';
import { signingLinkKey } from './signing-keys.js';
import { signingService, type RequestMeta } from './signing.service.js';
import { verificationService } from './verification.service.js';
import { acceptUploads } from '../../http/uploads.js';

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  language: request.language,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  userId: request.userId,
});

const keyQuery = z.object({ code: z.string().trim().max(200) });

/** Look-ups of printed document codes one address may make a minute: a person checks a few. */
export const documentLookupsPerMinute = 60;

/**
 * Doc 3 §7 "Signing": what a recipient's key opens and signs, without an account; and the public
 * checks of a sealed PDF and of a printed document code (docs/api/signing.md).
 */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const { database, storage, notifier, config, queue } = app.deps;
  const deps = {
    db: database.db,
    storage,
    notifier,
    queue,
    publicUrl: config.publicUrl,
    productName: config.productName,
    billingMode: config.billing.mode,
    linkKey: signingLinkKey(app.deps.authKey.secret),
  };
  const signing = signingService(deps);
  const verification = verificationService(database.db);
  // Keys are 256-bit: the limit is against floods from one address, not guessing.
  const keyLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
  // Every route opening a contract by its key: limited, then closed until its code is entered, if it has one.
  const byKey = { config: keyLimit, preHandler: signingCodeGate(app) };

  app.get(signingApi.preview.path, { ...routeOf(signingApi.preview), ...byKey }, async (request) =>
    ok(await signing.preview(request.query.code, requestMeta(request))),
  );

  app.get(signingApi.newVersion.path, { ...routeOf(signingApi.newVersion), ...byKey }, async (request) =>
    ok({ Key: await signing.newVersionKey(request.query.code, requestMeta(request)) }),
  );

  app.post(
    signingApi.signatureUpload.path,
    { ...routeOf(signingApi.signatureUpload), ...byKey },
    async (request) => {
      const part = await request.file({ limits: { fileSize: maxSignatureBytes } });
      if (!part) throw new AppError(400, 'signingSignatureRequired');
      const bytes = await part.toBuffer().catch(() => {
        throw new AppError(400, 'signingSignatureUnreadable');
      });
      const png = await cleanSignaturePng(bytes);
      return ok(await signing.uploadSignature(request.query.code, png, request.userId));
    },
  );

  app.post(signingApi.sign.path, { ...routeOf(signingApi.sign), ...byKey }, async (request) => {
    const { code, signature, typedName } = request.body;
    await signing.sign(code, { reference: signature, typedName }, requestMeta(request));
    return ok(null, request.t('signingSigned'));
  });

  app.post(signingApi.englishWish.path, { ...routeOf(signingApi.englishWish), ...byKey }, async (request) =>
    ok(await signing.englishWish(request.body.code, request.body.wish, requestMeta(request))),
  );

  app.post(
    signingApi.verify.path,
    { ...routeOf(signingApi.verify), config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const part = await request.file();
      if (!part) throw new AppError(400, 'uploadPdfOrImageOnly');
      const hash = createHash('sha256');
      for await (const chunk of part.file) hash.update(chunk as Buffer);
      if (part.file.truncated) {
        throw new AppError(413, 'fileTooLarge', { maxMb: Math.round(limits.maxUploadBytes / 2 ** 20) });
      }
      return ok(await verification.verify(hash.digest('hex')));
    },
  );

  // Public and a database read each, as the signing-key look-up: limited per address against floods.
  app.get(
    signingApi.documentStatus.path,
    {
      ...routeOf(signingApi.documentStatus),
      preHandler: rateLimits(app, perIp(documentLookupsPerMinute, '1 minute')),
    },
    async (request) => ok(await verification.documentStatus(request.query.code)),
  );

  // Files answer bytes, not the envelope (routes-outside-api-table.ts).
  app.get(
    '/api/app/contract/schedule',
    {
      schema: {
        summary: 'A schedule of the contract a signing key opens',
        querystring: keyQuery.extend({ slot: z.coerce.number().int().min(0).max(3) }),
      },
      ...byKey,
    },
    async (request, reply) => {
      const file = await signing.schedule(request.query.code, request.query.slot, request.userId);
      return reply
        .type(file.mimeType)
        .header('content-disposition', `inline; filename="${encodeURIComponent(file.name)}"`)
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/api/app/contract/signerpdf',
    {
      schema: {
        summary: 'The PDF a signing key was sent, to keep or print; the sealed one once it is sealed',
        querystring: keyQuery,
      },
      ...byKey,
    },
    async (request, reply) => {
      const { bytes, number } = await signing.originalPdf(request.query.code, request.userId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="contract-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
