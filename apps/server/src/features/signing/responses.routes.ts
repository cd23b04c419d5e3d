import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, signingApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { signerResponsesService } from './responses.service.js';
import { signingCodeGate } from './signing-code.gate.js';
import { signingLinkKey } from './signing-keys.js';
import { requestMeta } from './signing.routes.js';

/**
 * Issue 32 §2: beside Sign, the recipient asks the contractor for a change or declines, under their
 * signing key and without an account (docs/api/signing.md).
 */
export const signerResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, notifier, config, queue } = app.deps;
  const responses = signerResponsesService({
    db: database.db,
    storage,
    notifier,
    queue,
    publicUrl: config.publicUrl,
    productName: config.productName,
    billingMode: config.billing.mode,
    linkKey: signingLinkKey(app.deps.authKey.secret),
  });
  // Keys are 256-bit: the limit is against floods from one address, not guessing (as signing's).
  const keyLimit = { rateLimit: { max: 300, timeWindow: '1 minute' } };
  // Closed, as every route opening a contract by its key, until its code is entered, if it has one.
  const byKey = { config: keyLimit, preHandler: signingCodeGate(app) };

  app.post(signingApi.askChange.path, { ...routeOf(signingApi.askChange), ...byKey }, async (request) => {
    const { code, message } = request.body;
    const answers = await responses.askChange(code, message, requestMeta(request));
    return ok(answers, request.t('signingChangeSent'));
  });

  app.post(signingApi.decline.path, { ...routeOf(signingApi.decline), ...byKey }, async (request) => {
    const { code, reason } = request.body;
    const answers = await responses.decline(code, reason, requestMeta(request));
    return ok(answers, request.t('signingDeclineRecorded'));
  });
};
