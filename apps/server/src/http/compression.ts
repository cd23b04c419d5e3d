import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses answers above 1 KB with brotli or gzip, as the browser accepts. Only types that gain
 * from it are touched (images and PDF are already compressed), and an answer that already carries a
 * Content-Encoding — the web app's files compressed at build time — is sent as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  // Fastify reads no body of a GET or HEAD request, so decompressing one is never needed: those
  // routes go without the plugin's preParsing hook. Added first, so the plugin's own onRoute sees it.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD'))
      route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}
