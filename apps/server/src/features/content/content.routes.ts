import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '@tradepact/shared';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, signedIn } from '../auth/authenticate.js';
import { contentService, type AcceptanceMeta } from './content.service.js';

const acceptBody = z
  .object({ Version: z.number().int().positive().optional() })
  .nullish()
  .describe('the version the user read; a newer one in force answers 409');

const meta = (request: FastifyRequest): AcceptanceMeta => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});

const termChangeSchema = z.object({
  Type: z.number().int(),
  Number: z.number().int(),
  Text: z.string(),
  Video: z.string(),
  IsNew: z.boolean(),
  IsDeleted: z.boolean(),
  Original: z.object({ Text: z.string() }).nullable(),
  Sort: z.number().int(),
  Version: z.number().int(),
});

/** Doc 1 §7: the popups after sign-in read and accept the EULA, the announcement and the term changes. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contentService(app.deps.database.db);

  app.get(
    '/api/app/eula/read',
    signedIn({
      summary: 'The EULA in force and whether the caller accepted it',
      response: okResponse(
        z.object({
          Content: z.string(),
          Version: z.number().int(),
          PublishedDate: z.string(),
          Accepted: z.boolean(),
          AcceptedDate: z.string().nullable(),
        }),
      ),
    }),
    async (request) => ok(await service.eula(currentUserId(request))),
  );

  app.post(
    '/api/app/eula/accept',
    signedIn({ summary: 'Accepts the EULA in force', body: acceptBody, response: okResponse(z.null()) }),
    async (request) => {
      await service.acceptEula(currentUserId(request), request.body?.Version, meta(request));
      return ok(null);
    },
  );

  app.get(
    '/api/app/announcement/read',
    signedIn({
      summary: 'The announcement in force (null when none) and whether the caller acknowledged it',
      response: okResponse(
        z
          .object({
            Content: z.string(),
            Version: z.number().int(),
            PublishedDate: z.string(),
            Accepted: z.boolean(),
          })
          .nullable(),
      ),
    }),
    async (request) => ok(await service.announcement(currentUserId(request))),
  );

  app.post(
    '/api/app/announcement/accept',
    signedIn({
      summary: 'Acknowledges the announcement in force',
      body: acceptBody,
      response: okResponse(z.null()),
    }),
    async (request) => {
      await service.acceptAnnouncement(currentUserId(request), request.body?.Version, meta(request));
      return ok(null);
    },
  );

  app.get(
    '/api/app/term/changeslist',
    signedIn({
      summary: 'Default terms changed since the caller last accepted them',
      response: okResponse(z.array(termChangeSchema)),
    }),
    async (request) => ok(await service.termChanges(currentUserId(request))),
  );

  app.post(
    '/api/app/term/acceptchanges',
    signedIn({
      summary: 'Accepts the default terms in force',
      body: acceptBody,
      response: okResponse(z.null()),
    }),
    async (request) => {
      await service.acceptTermChanges(currentUserId(request), request.body?.Version, meta(request));
      return ok(null);
    },
  );
};
