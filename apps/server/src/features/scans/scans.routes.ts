import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, scansApi } from '@tradepact/shared';
import { routeOf } from '../../http/api-route.js';
import { AppError } from '../../http/app-error.js';
import { currentUserId } from '../auth/authenticate.js';
import { scanFilingService } from './filing.service.js';
import { acceptUploads } from '../../http/uploads.js';

/** Doc 2 §7: a scanned signed copy, filed by its QR codes (docs/api/scans.md). */
export const scansRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const { database, storage, queue } = app.deps;
  const filing = scanFilingService({ db: database.db, storage, queue });

  // The body is a multipart form (the file, and ContractId from My Projects): no body schema.
  app.post(
    scansApi.scanDocuments.path,
    { ...routeOf(scansApi.scanDocuments), config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      let bytes: Buffer | undefined;
      let name = '';
      let contractId: string | null = null;
      // Doc 2 §5's message, naming the file, however the limit is met: multipart's own error would
      // otherwise answer the general upload's wording.
      const tooLarge = () => new AppError(413, 'uploadScanTooLarge', { name });
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          name = part.filename;
          bytes = await part.toBuffer().catch((error: unknown) => {
            throw error instanceof app.multipartErrors.RequestFileTooLargeError ? tooLarge() : error;
          });
          // A file cut exactly at the limit, its next byte arriving after the last piece was read,
          // comes back whole from toBuffer: only the stream says it was cut.
          if (part.file.truncated) throw tooLarge();
        } else if (part.fieldname.toLowerCase() === 'contractid' && typeof part.value === 'string') {
          contractId = part.value.trim() || null;
        }
      }
      if (!bytes || bytes.length === 0) throw new AppError(400, 'uploadPdfOrImageOnly');
      const outcome = await filing.file(
        currentUserId(request),
        { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) },
        { bytes, contractId, confirmed: request.query.isConfirmed },
      );
      if ('confirm' in outcome) {
        return reply.code(409).send({
          Type: 409,
          Content: request.t(outcome.key, outcome.params),
          Code: outcome.key,
          Data: outcome.confirm,
        });
      }
      return ok(outcome.filed, request.t('uploadContractUploaded'));
    },
  );
};
