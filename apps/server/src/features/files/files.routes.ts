import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filesApi, limits, ok } from '@tradepact/shared';
import { AppError, notFound } from '../../http/app-error.js';
import { routeOf } from '../../http/api-route.js';
import { currentUserId } from '../auth/authenticate.js';
import { filesService } from './files.service.js';
import { canReadFile, isPubliclyCacheable } from './files.policy.js';
import { resizeModes } from './image-variants.js';
import { discardRest, tooLarge } from './upload-receiver.js';
import { uploadSlots } from './upload-slots.js';
import { acceptUploads } from '../../http/uploads.js';

const dimension = z.coerce
  .number()
  .int()
  .min(1)
  .max(limits.maxImageDimension)
  .default(limits.defaultImageSize);

const contentDisposition = (name: string) =>
  `inline; filename="${name.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Seconds a refused fourth upload is told to wait: about one upload's time on a slow line. */
const uploadRetryAfterSeconds = 10;

/** Doc 1 §7: upload, download and resized images. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const service = filesService(app.deps.database.db, app.deps.storage, {
    stagingDir: path.join(app.deps.config.dataDir, 'uploading'),
  });
  await service.sweepStaging();
  const uploads = uploadSlots(limits.maxConcurrentUploads);

  // The body is a multipart form the handler streams: the table has no body schema for it.
  app.post(
    filesApi.upload.path,
    { ...routeOf(filesApi.upload), config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const userId = currentUserId(request);
      const release = uploads.take(userId);
      try {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > limits.maxUploadBytes + 64 * 1024) throw tooLarge();
        if (!release) {
          reply.header('retry-after', String(uploadRetryAfterSeconds));
          throw new AppError(429, 'fileUploadsBusy', { max: limits.maxConcurrentUploads });
        }
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new AppError(400, 'fileMissing');
        const stored = await service.upload(userId, part.file, part.filename);
        return ok(stored.id);
      } catch (error) {
        // Refused before the body has all arrived: the rest is read and thrown away after the answer,
        // so that the client, still sending, receives it; one too large for that is cut off instead.
        if (!discardRest(request.raw)) reply.header('connection', 'close');
        throw error;
      } finally {
        release?.();
      }
    },
  );

  app.get(
    '/api/cloud/files/:id',
    {
      // A download is streamed, not held in memory; the limit keeps one address from hogging the disk.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        summary: 'Download a stored file the caller may read',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.any().describe('the file bytes') },
      },
    },
    async (request, reply) => {
      const found = await service.find(request.params.id);
      if (!found || !canReadFile(request.userId, found.file, found.use)) throw notFound('fileNotFound');
      const stream = await service.open(found.file);
      if (!stream) throw notFound('fileNotFound');
      return reply
        .type(found.file.mimeType)
        .header(
          'cache-control',
          isPubliclyCacheable(found.file, found.use)
            ? 'public, max-age=31536000, immutable'
            : 'private, max-age=3600',
        )
        .header('etag', `"${found.file.sha256}"`)
        .header('content-disposition', contentDisposition(found.file.originalName))
        .header('content-length', String(found.file.sizeBytes))
        .send(stream);
    },
  );

  app.get(
    '/api/cloud/images/:id',
    {
      // Anyone may ask (logos and the placeholder are public): the limit is per client address.
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        summary:
          'A stored image resized (default 300×300 crop) to the nearest allowed width with the requested ratio, at most 1,600 px, or the placeholder image',
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
      const found = await service.find(request.params.id);
      // A file the caller may not read is answered like a missing one: with the placeholder.
      const readable = found && canReadFile(request.userId, found.file, found.use) ? found.file : undefined;
      const image = await service.image(readable, { width, height, mode: rmode });
      return reply.type(image.mimeType).header('cache-control', 'private, max-age=3600').send(image.bytes);
    },
  );
};
