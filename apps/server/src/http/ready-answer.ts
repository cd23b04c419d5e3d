import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public answer worked out once and kept (public-cache.ts): its whole body, the success envelope
 * around Data already checked against the route's schema, and its entity tag. A request for it is
 * neither checked, serialized nor hashed again.
 */
export interface ReadyAnswer {
  body: string;
  /** Weak: compression may send other bytes for the same answer. */
  etag: string;
}

/**
 * The options of a route that sends ready answers: routeOf's, marked the same for everyone, so it
 * goes without the hooks that find the caller (route-hooks.ts).
 */
export function readyAnswerRoute<Options extends object>(options: Options) {
  return { ...options, config: { sameForEveryone: true } };
}

/** The ready answer whose Data is `dataJson`, JSON text the caller checked against the route's schema. */
export function readyAnswer(dataJson: string): ReadyAnswer {
  const body = `{"Type":200,"Content":"","Data":${dataJson}}`;
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `W/"${digest}"` };
}

/** Whether If-None-Match (`*` or a list of tags) names `etag`; compared weakly, as RFC 9110 §13.1.2 says. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

function send(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // Fastify sends a string typed JSON as it is; the reply's type only knows the object form.
  return reply.type('application/json; charset=utf-8').send(answer.body as never);
}

/**
 * Sends `answer` with its ETag, or 304 with no body when the client already holds it. Not an async
 * function: an answer already at hand (PublicCache.readNow) is sent within the handler's call, and the
 * handler answers undefined, which Fastify takes for an answer already sent.
 */
export function sendReady(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer | Promise<ReadyAnswer>,
): Promise<FastifyReply> | undefined {
  if (answer instanceof Promise) return answer.then((ready) => send(request, reply, ready));
  send(request, reply, answer);
  return undefined;
}
