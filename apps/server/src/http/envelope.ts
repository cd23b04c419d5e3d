import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelopeSchema, type MessageKey } from '@tradepact/shared';

/** Response schema of a successful answer whose Data has the given shape. */
export const okResponse = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** Declared for OpenAPI: what an error answer looks like. */
export const errorEnvelope = envelopeSchema(z.null());

/**
 * Sends a success whose Data is JSON text the caller already checked against the route's response
 * schema (a list too large to rebuild per request). Fastify sends a string typed JSON as it is; the
 * reply's type only knows the object form, hence the cast.
 */
export function sendCheckedJson(reply: FastifyReply, dataJson: string): FastifyReply {
  const body = `{"Type":200,"Content":"","Data":${dataJson}}`;
  return reply.type('application/json; charset=utf-8').send(body as never);
}

/**
 * The body of a 203: the request needs one more step, named by `code`, one of doc 1 §8's silent
 * messages the page reacts to instead of showing. Sent as `reply.code(203).send(…)`, so the route's
 * table still checks its Data.
 */
export function nextStep<K extends MessageKey, D>(request: FastifyRequest, code: K, data: D) {
  return { Type: 203 as const, Content: request.t(code), Code: code, Data: data };
}
