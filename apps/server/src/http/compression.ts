import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses answers above 1 KB with brotli or gzip, as the browser accepts. Only types that gain
 * from it are touched (images and PDF are already compressed), and an answer that already carries a
 * Content-Encoding — the web app's files compressed at build time — is sent as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
