import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, writingHelpApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { writingHelpService } from './writing-help.service.js';
import { openAiModel } from './writing-model.js';

/**
 * AI wording help and spell check (doc 3 §7, docs/api/writing-help.md): the browser calls us and the
 * provider's key stays here. The data is the caller's own day of usage: no policy.
 */
export const writingHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.deps.config.writingHelp;
  const model = settings.provider ? openAiModel(settings.provider) : undefined;
  const service = writingHelpService(app.deps.database.db, settings, model);

  app.get(writingHelpApi.options.path, routeOf(writingHelpApi.options), async () => ok(service.options()));

  app.post(writingHelpApi.improve.path, routeOf(writingHelpApi.improve), async (request) =>
    ok(
      await service.improve(
        currentUserId(request),
        request.body.text,
        request.body.kind,
        request.body.language,
        request.log,
      ),
    ),
  );

  app.post(writingHelpApi.spellCheck.path, routeOf(writingHelpApi.spellCheck), async (request) =>
    ok(
      await service.spellCheck(currentUserId(request), request.body.text, request.body.language, request.log),
    ),
  );
};
