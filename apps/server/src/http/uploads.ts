import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { limits } from '@tradepact/shared';

/**
 * Lets the routes of `app`'s plugin read multipart uploads (one file each). Registered by the
 * features that take uploads only: the plugin hooks every request of the context it is in (a close
 * listener and an answer hook each), which the other routes, a cached public answer among them,
 * should not pay for (bench/run.mjs, issue 28 §3).
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: limits.maxUploadBytes, files: 1, fields: 10, parts: 12 },
  });
}
