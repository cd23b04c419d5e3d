import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isMessageKey,
  limits,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@tradepact/shared';
import { AppError } from './app-error.js';
import { requestLanguage } from './language.js';

/** Sends the {Type, Content, Data, Code} envelope of a refusal with the HTTP status as Type. */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: MessageKey,
  content: string,
  data: unknown = null,
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({ Type: status, Content: content, Data: data, Code: code });
}

/** Sends the refusal `key` in the caller's language (request.language: their choice, else their browser's). */
export function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params?: MessageParams,
  data?: unknown,
) {
  return sendError(reply, status, key, request.t(key, params), data);
}

/**
 * The first problem of a failed schema check, in words a user can act on: the shared schemas' errors
 * are catalogue keys; anything else (zod's own English) is never shown, only the field it is about.
 */
function validationRefusal(error: FastifyError): { key: MessageKey; params?: MessageParams } {
  const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  const reason = first?.message;
  if (reason && isMessageKey(reason)) return { key: reason };
  const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return { key: 'commonInvalidValue', params: { field: path || (error.validationContext ?? 'request') } };
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

const statusKeys: Partial<Record<number, MessageKey>> = {
  401: 'commonUnauthorized',
  403: 'commonForbidden',
  404: 'commonNotFound',
  409: 'commonConflict',
  429: 'commonTooManyRequests',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendRefusal(request, reply, error.status, error.messageKey, error.params, error.data);
    }
    if (error.validation) {
      const { key, params } = validationRefusal(error);
      return sendRefusal(request, reply, 400, key, params);
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify's bodyLimit: a JSON (or other non-upload) body past limits.maxRequestBodyBytes.
      const maxMb = megabytes(limits.maxRequestBodyBytes);
      return sendRefusal(request, reply, 413, 'commonRequestTooLarge', { maxMb });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendRefusal(request, reply, 413, 'fileTooLarge', { maxMb: megabytes(limits.maxUploadBytes) });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx messages (bad JSON, wrong content type) are English: never shown.
      return sendRefusal(request, reply, status, statusKeys[status] ?? 'commonBadRequest');
    }
    request.log.error({ err: error }, 'request failed');
    return sendRefusal(request, reply, 500, 'commonServerError', { requestId: request.id });
  });
}

/**
 * The language of a request Node refused, from the bytes it had received (`rawPacket`): the language
 * cookie and Accept-Language, as far as they arrived before the refusal; English when neither did.
 */
export function rawRequestLanguage(packet: unknown): Language {
  const headers: { cookie?: string; 'accept-language'?: string } = {};
  const text = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  // The first line is the request line (or whatever bytes came instead); the headers end at a blank line.
  for (const line of text.split('\r\n').slice(1)) {
    if (line === '') break;
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && (name === 'cookie' || name === 'accept-language'))
      headers[name] = line.slice(colon + 1).trim();
  }
  return requestLanguage(headers);
}

/**
 * Fastify's clientErrorHandler: Node refuses some requests before Fastify sees them (a request line
 * or headers past maxHeaderSize: 431; a request that never finished arriving: 408; bytes that are
 * not HTTP: 400). They are answered with the envelope too, in the language the headers that did
 * arrive name (the default one when none did), and the connection is closed as Node would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'commonHeadersTooLarge']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'commonBadRequest']
        : [400, 'commonBadRequest'];
  const body = JSON.stringify({
    Type: status,
    // Node's parser errors carry the bytes received as a Buffer (Fastify's type says otherwise).
    Content: translate(rawRequestLanguage((error as { rawPacket?: unknown }).rawPacket), key),
    Data: null,
    Code: key,
  });
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      // Once the answer is out: the parser has failed, so nothing more can be read from this socket.
      () => socket.destroy(),
    );
  } else {
    socket.destroy(error);
  }
}
