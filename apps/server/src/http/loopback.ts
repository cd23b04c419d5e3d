import type { FastifyRequest } from 'fastify';
import { notFound } from './app-error.js';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * preHandler for development tools: answers 404 to anyone but this machine, so a development server
 * left reachable on a network does not hand out the codes and links it would have sent. Both the
 * connection's peer and the client named by a trusted proxy must be this machine: a proxy on another
 * host relaying its own loopback client is not.
 */
export async function requireLoopback(request: FastifyRequest): Promise<void> {
  const peer = request.socket.remoteAddress ?? '';
  if (!loopback.test(peer) || !loopback.test(request.ip)) throw notFound();
}
