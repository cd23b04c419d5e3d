import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@tradepact/shared';
import { AppError, notFound } from '../../http/app-error.js';
import { okResponse } from '../../http/envelope.js';
import { currentUserId, requireUser } from '../auth/authenticate.js';
import { filesService } from './files.service.js';
import { resizeModes } from './image-variants.js';

const dimension = z.coerce
  .number()
  .int()
  .min(1)
  .max(limits.maxImageDimension)
  .default(limits.defaultImageSize);

const contentDisposition = (name: string) =>
  `inline; filename="${name.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Doc 1 §7: upload, download and resized images. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = filesService(app.deps.database.db, app.deps.storage);

  app.post(
    '/api/cloud/upload',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Upload one file (multipart field "file"); answers its id',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: okResponse(z.uuid()),
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limits.maxUploadBytes + 64 * 1024) {
        throw new AppError(413, 'fileTooLarge', { maxMb: limits.maxUploadBytes / 1024 / 1024 });
      }
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw new AppError(400, 'fileMissing');
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw new AppError(400, 'fileMissing');
      const stored = await service.upload(userId, bytes, part.filename || 'upload');
      return { Type: 200, Content: '', Data: stored.id };
    },
  );

  app.get(
    '/api/cloud/files/:id',
    {
      schema: {
        summary: 'Download a stored file the caller may read',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any().describe('the file bytes') },
      },
    },
    async (request, reply) => {
      const found = await service.read(request.userId, request.params.id);
      if (!found) throw notFound('fileNotFound');
      return reply
        .type(found.file.mimeType)
        .header(
          'cache-control',
          found.file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
        )
        .header('etag', `"${found.file.sha256}"`)
        .header('content-disposition', contentDisposition(found.file.originalName))
        .send(found.bytes);
    },
  );

  app.get(
    '/api/cloud/images/:id',
    {
      schema: {
        summary: 'A stored image resized (default 300×300 crop), or the placeholder image',
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          width: dimension,
          height: dimension,
          rmode: z.string().toLowerCase().pipe(z.enum(resizeModes)).default('crop'),
        }),
        response: { 200: z.any().describe('the image bytes') },
      },
    },
    async (request, reply) => {
      const { width, height, rmode } = request.query;
      const image = await service.image(request.userId, request.params.id, { width, height, mode: rmode });
      return reply.type(image.mimeType).header('cache-control', 'private, max-age=3600').send(image.bytes);
    },
  );
};
