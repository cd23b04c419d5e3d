import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
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

const signedIn = { preHandler: requireUser } as const;
const security = [{ bearer: [] }];

/** Doc 1 §7: the popups after sign-in read and accept the EULA, the announcement and the term changes. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = contentService(app.deps.database.db);
  const done = { Type: 200, Content: '', Data: null };

  app.get(
    '/api/app/eula/read',
    {
      ...signedIn,
      schema: {
        summary: 'The EULA in force and whether the caller accepted it',
        security,
        response: okResponse(
          z.object({
            Content: z.string(),
            Version: z.number().int(),
            PublishedDate: z.string(),
            Accepted: z.boolean(),
            AcceptedDate: z.string().nullable(),
          }),
        ),
      },
    },
    async (request) => ({ Type: 200, Content: '', Data: await service.eula(currentUserId(request)) }),
  );

  app.post(
    '/api/app/eula/accept',
    {
      ...signedIn,
      schema: {
        summary: 'Accepts the EULA in force',
        security,
        body: acceptBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await service.acceptEula(currentUserId(request), request.body?.Version, meta(request));
      return done;
    },
  );

  app.get(
    '/api/app/announcement/read',
    {
      ...signedIn,
      schema: {
        summary: 'The announcement in force (null when none) and whether the caller acknowledged it',
        security,
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
      },
    },
    async (request) => ({ Type: 200, Content: '', Data: await service.announcement(currentUserId(request)) }),
  );

  app.post(
    '/api/app/announcement/accept',
    {
      ...signedIn,
      schema: {
        summary: 'Acknowledges the announcement in force',
        security,
        body: acceptBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await service.acceptAnnouncement(currentUserId(request), request.body?.Version, meta(request));
      return done;
    },
  );

  app.get(
    '/api/app/term/changeslist',
    {
      ...signedIn,
      schema: {
        summary: 'Default terms changed since the caller last accepted them',
        security,
        response: okResponse(z.array(termChangeSchema)),
      },
    },
    async (request) => ({ Type: 200, Content: '', Data: await service.termChanges(currentUserId(request)) }),
  );

  app.post(
    '/api/app/term/acceptchanges',
    {
      ...signedIn,
      schema: {
        summary: 'Accepts the default terms in force',
        security,
        body: acceptBody,
        response: okResponse(z.null()),
      },
    },
    async (request) => {
      await service.acceptTermChanges(currentUserId(request), request.body?.Version, meta(request));
      return done;
    },
  );
};
